export const mainContentId = 'main-content';

export function SkipLink() {
  return (
    <a
      href={`#${mainContentId}`}
      className="sr-only z-[60] rounded-lg bg-surface-raised px-4 py-2 font-semibold text-brand-700 shadow-header focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}
