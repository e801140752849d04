import type { AboutContent } from '@/lib/content/marketing';

/**
 * The values, each led by what it means for a store owner (the heading) under the value's name as a
 * small label (SPEC's four names; alone, or set large over the copy, they read as stock words:
 * outside review), then how we do it. Set as a page of short essays between rules, two to a row from
 * a tablet up, rather than four cards with an icon each.
 */
export function ValueList({ items }: { items: AboutContent['values']['items'] }) {
  return (
    <ul className="grid gap-x-10 gap-y-8 sm:grid-cols-2">
      {items.map((value) => (
        <li key={value.title} className="border-t border-line pt-6" data-value={value.title}>
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{value.title}</p>
          <h3 className="mt-2 text-xl font-semibold tracking-tight text-pretty text-ink">{value.headline}</h3>
          <p className="mt-3 text-base leading-relaxed text-ink-muted">{value.text}</p>
        </li>
      ))}
    </ul>
  );
}
