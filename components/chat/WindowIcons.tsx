/** Icons used only inside the chat window (its lazy chunk); decorative, the buttons carry the names. */

function Icon({ className, d, strokeWidth = 2 }: { className?: string; d: string; strokeWidth?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={d} />
    </svg>
  );
}

export const MoreIcon = ({ className }: { className?: string }) => (
  <Icon className={className} d="M5.5 12h.01M12 12h.01M18.5 12h.01" strokeWidth={3.2} />
);

export const BackIcon = ({ className }: { className?: string }) => (
  <Icon className={className} d="M19 12H6m6-6-6 6 6 6" />
);

export const PersonIcon = ({ className }: { className?: string }) => (
  <Icon className={className} d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0" />
);

export const RestartIcon = ({ className }: { className?: string }) => (
  <Icon className={className} d="M4 12a8 8 0 1 0 2.4-5.7M4 4v4.5h4.5" />
);
