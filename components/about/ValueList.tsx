import { ArrowLink } from '@/components/ui/ArrowLink';
import type { AboutContent } from '@/lib/content/marketing';

/**
 * The values, two by two from 768 px: each under a rule, its name (SPEC's four words) as its heading
 * in the page's own heading type, then at once what it means for a store owner in one plain sentence,
 * how we do it in a sentence or two and the page that shows it. Set as small capitals over the
 * promise, the names read as stock value labels (outside reviews): a name is a heading like any other,
 * and never stands without the concrete line under it. The link sits at each item's foot, so the two
 * of a row stay level.
 */
export function ValueList({ items }: { items: AboutContent['values']['items'] }) {
  return (
    <ul className="grid gap-x-12 gap-y-8 md:grid-cols-2">
      {items.map((value) => (
        <li key={value.title} className="flex flex-col border-t-2 border-brand-600 pt-4">
          <h3 className="text-xl font-semibold tracking-tight text-ink">{value.title}</h3>
          <p className="mt-2 font-medium text-pretty text-ink">{value.headline}</p>
          <p className="mt-1 text-ink-muted">{value.text}</p>
          <ArrowLink bindArrow href={value.link.href} className="mt-auto min-h-0 self-start pt-2 text-sm">
            {value.link.label}
          </ArrowLink>
        </li>
      ))}
    </ul>
  );
}
