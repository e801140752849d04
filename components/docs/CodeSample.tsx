import { highlight, type CodeLanguage } from '@/lib/docs/highlight';
import { CopyButton } from './CopyButton';

/**
 * A code sample highlighted at build time (shiki, both themes), with a copy button. Lines are kept
 * as written and a long one scrolls sideways inside the box, a focusable region (as Stripe's docs
 * do): wrapped, a URL or a JSON string broke mid-word ("identi / fier", the outside review).
 */
export async function CodeSample({
  id,
  code,
  language,
  label,
}: {
  id: string;
  code: string;
  language: CodeLanguage;
  label: string;
}) {
  const html = await highlight(code, language);
  return (
    <figure className="overflow-hidden rounded-xl border border-line bg-surface-muted text-sm shadow-sm">
      <figcaption className="flex items-center justify-between gap-3 border-b border-line px-4 py-2 text-xs font-semibold text-ink-muted">
        <span>{label}</span>
        <CopyButton targetId={id} label={label} tone="light" />
      </figcaption>
      <pre
        tabIndex={0}
        aria-label={label}
        className="code-highlight overflow-x-auto p-4 text-[0.8125rem] leading-relaxed"
      >
        <code id={id} dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </figure>
  );
}
