import { ArrowLink } from '@/components/ui/ArrowLink';
import type { AboutContent } from '@/lib/content/marketing';

/**
 * The values as promises: each set large as what a store owner can hold us to, under its name (SPEC's
 * four words) as a small label, then how we do it and the page that shows it. The names alone read as
 * stock words, and a promise that did not fit its name as a label pasted on (outside reviews); a rule
 * over each, two to a row, reads as a page of commitments. The link sits at each item's foot, so the
 * two of a row stay level however long their texts.
 */
export function ValueList({ items }: { items: AboutContent['values']['items'] }) {
  return (
    <ul className="grid gap-x-12 gap-y-10 md:grid-cols-2">
      {items.map((value) => (
        <li key={value.title} className="flex flex-col border-t-2 border-brand-600 pt-5" data-value={value.title}>
          <h3 className="text-sm font-semibold text-brand-700">{value.title}</h3>
          <p className="mt-3 text-2xl font-semibold tracking-tight text-balance text-ink">{value.headline}</p>
          <p className="mt-3 text-ink-muted">{value.text}</p>
          <ArrowLink href={value.link.href} className="mt-auto self-start pt-2 text-sm">
            {value.link.label}
          </ArrowLink>
        </li>
      ))}
    </ul>
  );
}
