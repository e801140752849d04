import type { CSSProperties } from 'react';
import { cn } from '@/lib/util/cn';

/** Markdown rendered at build time, set in the site's typographic style. */
export function Prose({ html, className, style }: { html: string; className?: string; style?: CSSProperties }) {
  return (
    <div
      style={style}
      // Its width, heading offsets, links and code are set in tailwind.config.mjs's typography theme.
      className={cn('prose', className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * A titled run of such prose, the section named by its heading: a case study's challenge and
 * solution, a role's description, a vendor's about.
 */
export function ProseSection({
  id,
  title,
  html,
  className,
}: {
  id: string;
  title: string;
  html: string;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={className}>
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <Prose html={html} className="mt-4" />
    </section>
  );
}
