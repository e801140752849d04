import { highlight, type CodeLanguage } from '@/lib/docs/highlight';
import { CopyButton } from './CopyButton';

/** A code sample highlighted at build time, with a copy button. */
export function CodeSample({
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
  return (
    <figure className="overflow-hidden rounded-xl bg-navy text-sm shadow-sm">
      <figcaption className="flex items-center justify-between gap-3 border-b border-white/10 px-4 py-2 text-xs font-semibold text-on-brand-muted">
        <span>{label}</span>
        <CopyButton targetId={id} label={label} />
      </figcaption>
      <pre
        tabIndex={0}
        aria-label={label}
        className="overflow-x-auto p-4 leading-relaxed text-slate-100 [&_.tok-comment]:text-slate-400 [&_.tok-flag]:text-sky-300 [&_.tok-keyword]:text-pink-300 [&_.tok-number]:text-amber-200 [&_.tok-property]:text-sky-300 [&_.tok-string]:text-emerald-300 [&_.tok-variable]:text-amber-200"
      >
        <code id={id} dangerouslySetInnerHTML={{ __html: highlight(code, language) }} />
      </pre>
    </figure>
  );
}
