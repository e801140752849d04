import { Link } from '@/components/ui/Link';
import type { DocLink } from '@/lib/content/docs';

/** Back and Next links at the end of an article. */
export function DocPager({ previous, next }: { previous: DocLink; next: DocLink }) {
  const linkClass =
    'group flex flex-col rounded-card border border-line p-4 transition-colors hover:border-brand-300 focus-visible:border-brand-500';
  return (
    <nav aria-label="Back and next" className="mt-12 grid gap-4 border-t border-line pt-8 sm:grid-cols-2">
      <Link href={previous.href} rel="prev" className={linkClass}>
        <span className="text-xs font-semibold text-ink-subtle uppercase">
          <span aria-hidden="true">← </span>Back
        </span>
        <span className="mt-1 font-semibold text-ink group-hover:text-brand-700">{previous.title}</span>
      </Link>
      <Link href={next.href} rel="next" className={`${linkClass} sm:text-right`}>
        <span className="text-xs font-semibold text-ink-subtle uppercase">
          Next<span aria-hidden="true"> →</span>
        </span>
        <span className="mt-1 font-semibold text-ink group-hover:text-brand-700">{next.title}</span>
      </Link>
    </nav>
  );
}
