import { cn } from '@/lib/util/cn';
import { CopyButton } from './CopyButton';

/**
 * A code sample's panel: its label and copy button over the highlighted lines. From 640 px lines
 * are kept as written and a long one scrolls sideways inside the box, a focusable region (as Stripe's
 * docs do); on a phone they wrap, at spaces and after slashes, never mid-word ("identi / fier"). The
 * panel is navy in both themes, so code stands apart from the prose around it; its edges fade where
 * more of a line is scrolled out of view (`.code-scroll`, app/globals.css). Shared by the samples
 * highlighted at build time (CodeSample) and those written in the browser (ApiSampleTabs).
 */
export function CodePanel({
  id,
  html,
  label,
  compact = false,
}: {
  id: string;
  html: string;
  label: string;
  /** 12 px code, for the API reference's column beside the words (a 58-character line in 452 px). */
  compact?: boolean;
}) {
  return (
    <figure className="code-panel overflow-hidden rounded-xl bg-navy text-sm text-on-brand shadow-sm">
      <figcaption className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-2 text-xs font-semibold text-on-brand-muted">
        <span>{label}</span>
        <CopyButton targetId={id} label={label} />
      </figcaption>
      <pre
        tabIndex={0}
        aria-label={label}
        // Below 640 px lines wrap (after a space or a slash, highlight.ts): a phone showed a third of a URL and needed sideways scrolling (outside review).
        className={cn(
          'code-scroll overflow-x-auto p-4 leading-relaxed max-sm:break-words max-sm:whitespace-pre-wrap',
          compact ? 'text-xs' : 'text-[0.8125rem]',
        )}
      >
        <code id={id} dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </figure>
  );
}
