import { cn } from '@/lib/util/cn';

/** Markdown rendered at build time, set in the site's typographic style. */
export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <div
      // Its width, heading offsets, links and code are set in tailwind.config.mjs's typography theme.
      className={cn('prose', className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
