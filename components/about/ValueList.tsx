import { ArrowLink } from '@/components/ui/ArrowLink';
import type { AboutContent } from '@/lib/content/marketing';

/**
 * The values as promises, two by two from 768 px, each under a hairline: one heading in two tones, as
 * a product page sets a feature, the value itself (SPEC's word) in the ink as its lead-in, then the
 * concrete promise to a store owner in the muted ink; under it in a plain sentence or two what the
 * owner gets, and at its foot the page where a store owner checks it. As small capitals over each
 * heading the four words read as a template's eyebrows, as chips as template pills, and forced into
 * the sentence ("Excellence is checked: …") as value words pushed into copy (outside reviews).
 */
export function ValueList({ items }: { items: AboutContent['values']['items'] }) {
  return (
    <ul className="grid gap-x-12 gap-y-10 md:grid-cols-2">
      {items.map((value) => (
        <li key={value.value} className="flex flex-col border-t border-line pt-5">
          <h3 className="text-xl font-semibold tracking-tight text-balance text-ink-muted">
            <span className="text-ink" data-value>
              {value.value}.
            </span>{' '}
            <span data-promise>{value.title}</span>
          </h3>
          <p className="mt-2 text-ink-muted">{value.text}</p>
          <ArrowLink bindArrow href={value.link.href} className="mt-auto min-h-0 self-start pt-3 text-sm">
            {value.link.label}
          </ArrowLink>
        </li>
      ))}
    </ul>
  );
}
