import { cn } from '@/lib/util/cn';

/** Markdown rendered at build time, set in the site's typographic style. */
export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        'prose max-w-none prose-headings:scroll-mt-24 prose-headings:text-ink prose-a:text-brand-700 prose-a:underline-offset-2 prose-code:before:content-none prose-code:after:content-none',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
