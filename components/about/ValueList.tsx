import { ArrowLink } from '@/components/ui/ArrowLink';
import type { AboutContent } from '@/lib/content/marketing';

/**
 * The values as promises, two by two from 768 px: each under a rule, the concrete promise to a store
 * owner as its heading (read first), then how we keep it in a sentence or two that opens with the
 * value itself (SPEC's word, in ink and semibold in the running text: "Excellence is checked: …"), and
 * at its foot the page where a store owner checks it. As headings the four words read as stock value
 * labels, and as small tags at each foot as leftover template pills (outside reviews).
 */
export function ValueList({ items }: { items: AboutContent['values']['items'] }) {
  return (
    <ul className="grid gap-x-12 gap-y-8 md:grid-cols-2">
      {items.map((value) => (
        <li key={value.value} className="flex flex-col border-t-2 border-brand-600 pt-4">
          <h3 className="text-xl font-semibold tracking-tight text-balance text-ink">{value.title}</h3>
          <p className="mt-2 text-ink-muted">
            <strong className="font-semibold text-ink" data-value>
              {value.value}
            </strong>
            {value.text.slice(value.value.length)}
          </p>
          <ArrowLink bindArrow href={value.link.href} className="mt-auto min-h-0 self-start pt-3 text-sm">
            {value.link.label}
          </ArrowLink>
        </li>
      ))}
    </ul>
  );
}
