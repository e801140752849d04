import { ArrowLink } from '@/components/ui/ArrowLink';
import type { AboutContent } from '@/lib/content/marketing';

/**
 * The values as promises, two by two from 768 px, each under a hairline. The four values (SPEC's words)
 * are named once, in one quiet line over the list; each item's heading is its concrete promise to a
 * store owner, then in a plain sentence or two what the owner gets, and at its foot the page where a
 * store owner checks it. As each heading's lead-in the four words read as boilerplate, as small
 * capitals as a template's eyebrows, and as chips as template pills (outside reviews).
 */
export function ValueList({ heldTo, items }: { heldTo: string; items: AboutContent['values']['items'] }) {
  return (
    <>
      <p className="mb-8 text-sm text-ink-muted" data-testid="value-words">
        {heldTo} <span className="font-medium text-ink">{items.map((item) => item.value).join(' · ')}</span>
      </p>
      <ul className="grid gap-x-12 gap-y-10 md:grid-cols-2">
        {items.map((value) => (
          <li key={value.value} className="flex flex-col border-t border-line pt-5">
            <h3 className="text-xl font-semibold tracking-tight text-balance text-ink">{value.title}</h3>
            <p className="mt-2 text-ink-muted">{value.text}</p>
            <ArrowLink bindArrow href={value.link.href} className="mt-auto min-h-0 self-start pt-3 text-sm">
              {value.link.label}
            </ArrowLink>
          </li>
        ))}
      </ul>
    </>
  );
}
