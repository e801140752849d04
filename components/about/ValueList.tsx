import { ArrowLink } from '@/components/ui/ArrowLink';
import type { AboutContent } from '@/lib/content/marketing';

/**
 * The values as commitments, two by two from 768 px: each a rule, its name (SPEC's four words) as a
 * small label over it, the promise a store owner can hold us to as its heading, how we do it in a
 * sentence or two and the page that shows it. Headed by the names, the list read as stock value labels
 * (outside reviews): the page speaks in promises, the names stay visible. The link sits at each item's
 * foot, so the two of a row stay level.
 */
export function ValueList({ items }: { items: AboutContent['values']['items'] }) {
  return (
    <ul className="grid gap-x-12 gap-y-8 md:grid-cols-2">
      {items.map((value) => (
        <li key={value.title} className="flex flex-col border-t-2 border-brand-600 pt-4">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{value.title}</p>
          <h3 className="mt-2 text-xl font-semibold tracking-tight text-balance text-ink sm:text-2xl">
            {value.headline}
          </h3>
          <p className="mt-2 text-ink-muted">{value.text}</p>
          <ArrowLink href={value.link.href} className="mt-auto min-h-0 self-start pt-2 text-sm">
            {value.link.label}
          </ArrowLink>
        </li>
      ))}
    </ul>
  );
}
