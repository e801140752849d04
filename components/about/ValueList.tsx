import { ArrowLink } from '@/components/ui/ArrowLink';
import type { AboutContent } from '@/lib/content/marketing';

/**
 * The values as promises, two by two from 768 px: each a rule, its name (SPEC's four words) as a small
 * label, what a store owner can hold us to set large, how we do it in a sentence or two and the page
 * that shows it. The names alone read as stock words, and 70-word paragraphs under them as policy
 * (outside reviews). The link sits at each item's foot, so the two of a row stay level.
 */
export function ValueList({ items }: { items: AboutContent['values']['items'] }) {
  return (
    <ul className="grid gap-x-12 gap-y-8 md:grid-cols-2">
      {items.map((value) => (
        <li key={value.title} className="flex flex-col border-t-2 border-brand-600 pt-4" data-value={value.title}>
          <h3 className="text-sm font-semibold text-brand-700">{value.title}</h3>
          <p className="mt-2 text-xl font-semibold tracking-tight text-balance text-ink sm:text-2xl">
            {value.headline}
          </p>
          <p className="mt-2 text-ink-muted">{value.text}</p>
          <ArrowLink href={value.link.href} className="mt-auto min-h-0 self-start pt-2 text-sm">
            {value.link.label}
          </ArrowLink>
        </li>
      ))}
    </ul>
  );
}
