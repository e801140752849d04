import { ArrowLink } from '@/components/ui/ArrowLink';
import { Badge } from '@/components/ui/Badge';
import type { AboutContent } from '@/lib/content/marketing';

/**
 * The values as promises, two by two from 768 px: each under a rule, the concrete promise to a store
 * owner as its heading (read first), how we keep it in a sentence or two, then at its foot the page
 * that shows it and the value it stands for (SPEC's word) as a small tag. As headings the four words
 * read as stock value labels, whether alone or as small capitals over the promise (outside reviews).
 * The foot sits at each item's end, so the two of a row stay level.
 */
export function ValueList({ items }: { items: AboutContent['values']['items'] }) {
  return (
    <ul className="grid gap-x-12 gap-y-8 md:grid-cols-2">
      {items.map((value) => (
        <li key={value.value} className="flex flex-col border-t-2 border-brand-600 pt-4">
          <h3 className="text-xl font-semibold tracking-tight text-balance text-ink">{value.title}</h3>
          <p className="mt-2 text-ink-muted">{value.text}</p>
          <p className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-3">
            <ArrowLink bindArrow href={value.link.href} className="min-h-0 text-sm">
              {value.link.label}
            </ArrowLink>
            <Badge tone="brand">{value.value}</Badge>
          </p>
        </li>
      ))}
    </ul>
  );
}
