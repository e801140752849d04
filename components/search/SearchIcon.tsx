/** The magnifier of the search button and the search field; decorative (the controls carry the names). */
export function SearchIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="M14.25 8.5a5.75 5.75 0 1 1-11.5 0 5.75 5.75 0 0 1 11.5 0ZM13 13l4.25 4.25" />
    </svg>
  );
}
