import type { AboutContent } from '@/lib/content/marketing';

/**
 * The values as one designed panel, two by two from a tablet up with hairlines between: each the
 * value's name as a short heading (SPEC's four words) and one paragraph led in bold by what it
 * means for a store owner, then how we do it. A whole sentence as the heading read as copy set large,
 * not as a section (outside review); the name alone, with no promise under it, as stock words; an
 * icon by each name, as four stock cards.
 */
export function ValueList({ items }: { items: AboutContent['values']['items'] }) {
  return (
    <ul className="grid gap-px overflow-hidden rounded-card bg-line ring-1 ring-line sm:grid-cols-2">
      {items.map((value) => (
        <li key={value.title} className="bg-surface-raised p-6 sm:p-8" data-value={value.title}>
          <h3 className="text-2xl font-semibold tracking-tight text-ink">{value.title}</h3>
          <p className="mt-2 text-ink-muted">
            <strong className="font-semibold text-ink">{value.headline}</strong> {value.text}
          </p>
        </li>
      ))}
    </ul>
  );
}
