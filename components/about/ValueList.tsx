import type { AboutContent } from '@/lib/content/marketing';

/**
 * The values as promises: each set large as what a store owner can hold us to, under its name (SPEC's
 * four words) as a small label, then how we do it. The names alone read as stock words, and four
 * bordered boxes as a template (outside reviews); a rule over each, two to a row, reads as a page of
 * commitments. The name stays the heading, a Title Case word, and the promise the larger type.
 */
export function ValueList({ items }: { items: AboutContent['values']['items'] }) {
  return (
    <ul className="grid gap-x-12 gap-y-10 md:grid-cols-2">
      {items.map((value) => (
        <li key={value.title} className="border-t-2 border-brand-600 pt-5" data-value={value.title}>
          <h3 className="text-sm font-semibold text-brand-700">{value.title}</h3>
          <p className="mt-3 text-2xl font-semibold tracking-tight text-balance text-ink">{value.headline}</p>
          <p className="mt-3 text-ink-muted">{value.text}</p>
        </li>
      ))}
    </ul>
  );
}
