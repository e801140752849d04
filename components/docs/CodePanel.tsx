import type { ReactNode } from 'react';
import { SlashBreaks } from '@/components/ui/SlashBreaks';
import { cn } from '@/lib/util/cn';
import { CopyButton } from './CopyButton';

/**
 * What an API sample's panel shows over its code, as Stripe's do: the request it sends, its method and path, whole:
 * on a phone a long path breaks onto a second line (cut with an ellipsis, "GET /wh/api/v1/products/cou…", it hid the
 * call it names: outside review HHHH).
 */
export function requestCaption(method: string, path: string) {
  return (
    <span className="min-w-0 font-mono font-medium">
      <span className="text-on-brand">{method}</span>
      <SlashBreaks text={` ${path}`} />
    </span>
  );
}

/**
 * A code sample's panel: its label and copy button over the highlighted lines. Lines are kept as
 * written at every width and a long one scrolls sideways inside the box, a focusable region (as Stripe's
 * docs do; wrapped on a phone, a curl command no longer read as one, an outside review). In the
 * light theme an article's panel (and the docs landing's) is pale with a hairline rule and dark ink, as Stripe's
 * guides and Mintlify show code (`.code-light`: the heavy navy dominated the prose, an outside review); the API
 * reference's code column (`dark`) stays navy, as Stripe's does, and every panel is navy in the dark theme. Its lines fade out at
 * the edge they continue past and a "Scroll →" pill at the panel's foot says so (`.edge-fade` and
 * `.code-panel`, app/globals.css: a faint shadow, then the fade alone, read as code cut off at a phone's
 * edge, outside reviews). Shared by the samples highlighted at build time
 * (CodeSample) and those written in the browser (ApiSampleTabs).
 */
export function CodePanel({
  id,
  html,
  label,
  caption,
  compact = false,
  dark = false,
}: {
  id: string;
  html: string;
  /** The sample's name for assistive technology and the copy button ("curl: List products"). */
  label: string;
  /** What the header shows instead of the label: an API sample's request, which names the call once where its
   * language tabs sit just above (a header "curl: List products" under the tab "curl" repeated it: outside review). */
  caption?: ReactNode;
  /** 12 px code, for the API reference's column beside the words (a 58-character line in 452 px). */
  compact?: boolean;
  /** Navy in both themes: the API reference's code column, as Stripe's. */
  dark?: boolean;
}) {
  return (
    <figure
      className={cn(
        'code-panel overflow-hidden rounded-xl bg-navy text-sm text-on-brand shadow-sm',
        !dark && 'code-light',
      )}
    >
      <figcaption className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-2 text-xs font-semibold text-on-brand-muted">
        {caption ?? <span>{label}</span>}
        <CopyButton targetId={id} label={label} />
      </figcaption>
      <pre
        tabIndex={0}
        aria-label={label}
        className={cn('edge-fade overflow-x-auto p-4 leading-relaxed', compact ? 'text-xs' : 'text-[0.8125rem]')}
      >
        <code id={id} dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </figure>
  );
}
