import { ArrowLink } from '@/components/ui/ArrowLink';
import type { AboutContent } from '@/lib/content/marketing';

/**
 * The values as promises, two by two from 768 px: each under a rule, the value itself (SPEC's word) as a
 * small plain label in the house eyebrow style (no chip: as chips they read as template pills), the
 * concrete promise to a store owner as its heading, then in a plain sentence or two what the owner gets,
 * and at its foot the page where a store owner checks it. Forced into the sentence ("Excellence is
 * checked: …") the words read as value words pushed into copy (outside review).
 */
export function ValueList({ items }: { items: AboutContent['values']['items'] }) {
  return (
    <ul className="grid gap-x-12 gap-y-8 md:grid-cols-2">
      {items.map((value) => (
        <li key={value.value} className="flex flex-col border-t-2 border-brand-600 pt-4">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase" data-value>
            {value.value}
          </p>
          <h3 className="mt-2 text-xl font-semibold tracking-tight text-balance text-ink">{value.title}</h3>
          <p className="mt-2 text-ink-muted">{value.text}</p>
          <ArrowLink bindArrow href={value.link.href} className="mt-auto min-h-0 self-start pt-3 text-sm">
            {value.link.label}
          </ArrowLink>
        </li>
      ))}
    </ul>
  );
}
