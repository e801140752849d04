import { ArrowLink } from '@/components/ui/ArrowLink';
import type { AboutContent } from '@/lib/content/marketing';

/**
 * The values as promises, two by two from 768 px, each under a hairline: the promise as the heading, then in a
 * plain sentence or two what the owner gets, and at its foot the page where a store owner checks it. SPEC's four
 * words are named once, in order, in the section's opening sentence (content/marketing/about.md): in one dotted line
 * they read as machine-made, as each heading's lead-in as boilerplate, as chips as template pills, and as small
 * labels over the promises as generic labels that did not match them (outside reviews, the last EEEE and FFFF).
 */
export function ValueList({ items }: { items: AboutContent['values']['items'] }) {
  return (
    <ul className="grid gap-x-12 gap-y-10 md:grid-cols-2">
      {items.map((value) => (
        <li key={value.value} className="flex flex-col border-t border-line pt-5">
          <h3 className="text-2xl font-semibold tracking-tight text-balance text-ink">{value.title}</h3>
          <p className="mt-2 text-ink-muted">{value.text}</p>
          <ArrowLink bindArrow href={value.link.href} className="mt-auto min-h-0 self-start pt-3 text-sm">
            {value.link.label}
          </ArrowLink>
        </li>
      ))}
    </ul>
  );
}
