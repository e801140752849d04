import { siteName } from '@/lib/site/site';

/** The wordmark: two linked rings and the product name. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={className}>
      <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight text-ink">
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="8" fill="#2453e0" />
          <circle cx="12.5" cy="16" r="5.5" fill="none" stroke="#fff" strokeWidth="2.5" />
          <circle cx="19.5" cy="16" r="5.5" fill="none" stroke="#bfd4ff" strokeWidth="2.5" />
        </svg>
        {siteName}
      </span>
    </span>
  );
}
