import { ArrowLink } from '@/components/ui/ArrowLink';
import type { AboutContent } from '@/lib/content/marketing';

/**
 * The values as promises, two by two from 768 px, each under a hairline: the value (SPEC's word) as a
 * small coloured label over the promise that carries it, the promise as the heading, then in a plain
 * sentence or two what the owner gets, and at its foot the page where a store owner checks it. The four
 * words in one dotted line over the list read as machine-made ("What we hold to: Excellence ·
 * Collaboration · ...", outside review); as each heading's lead-in they read as boilerplate, and as
 * chips as template pills (outside reviews), so each labels what it means, in the text's own case.
 * The word is an overline, the promise twice its size: at one step apart the four words still read as
 * the headings, generic labels over the promises (outside review).
 */
export function ValueList({ items }: { items: AboutContent['values']['items'] }) {
  return (
    <ul className="grid gap-x-12 gap-y-10 md:grid-cols-2">
      {items.map((value) => (
        <li key={value.value} className="flex flex-col border-t border-line pt-5">
          <p className="text-xs font-semibold tracking-wide text-brand-700" data-value-word>
            {value.value}
          </p>
          <h3 className="mt-1 text-2xl font-semibold tracking-tight text-balance text-ink">{value.title}</h3>
          <p className="mt-2 text-ink-muted">{value.text}</p>
          <ArrowLink bindArrow href={value.link.href} className="mt-auto min-h-0 self-start pt-3 text-sm">
            {value.link.label}
          </ArrowLink>
        </li>
      ))}
    </ul>
  );
}
