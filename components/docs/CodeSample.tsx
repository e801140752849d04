import { highlight, type CodeLanguage } from '@/lib/docs/highlight';
import { cn } from '@/lib/util/cn';
import { CopyButton } from './CopyButton';

/** A code sample highlighted at build time (shiki, both themes), with a copy button. */
export async function CodeSample({
  id,
  code,
  language,
  label,
  wrap = false,
}: {
  id: string;
  code: string;
  language: CodeLanguage;
  label: string;
  /** Wrap long lines instead of scrolling sideways: for a sample in a narrow column, read whole. */
  wrap?: boolean;
}) {
  const highlighted = await highlight(code, language);
  // Wrapped, a URL breaks after a slash rather than mid-word (issue 49: ".../produc / ts/count"): a
  // <wbr> after every "/" of the text (not of the tags) offers the line a break there; it adds no
  // text, so the copy button still copies the sample as written.
  const html = wrap ? highlighted.replace(/>([^<]*)/g, (text) => text.replaceAll('/', '/<wbr>')) : highlighted;
  return (
    <figure className="overflow-hidden rounded-xl border border-line bg-surface-muted text-sm shadow-sm">
      <figcaption className="flex items-center justify-between gap-3 border-b border-line px-4 py-2 text-xs font-semibold text-ink-muted">
        <span>{label}</span>
        <CopyButton targetId={id} label={label} tone="light" />
      </figcaption>
      <pre
        tabIndex={0}
        aria-label={label}
        className={cn(
          'code-highlight overflow-x-auto p-4 leading-relaxed',
          wrap && '[overflow-wrap:break-word] whitespace-pre-wrap',
        )}
      >
        <code id={id} dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </figure>
  );
}
