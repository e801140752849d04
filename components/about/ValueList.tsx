import { Icon } from '@/components/ui/Icon';
import type { AboutContent } from '@/lib/content/marketing';

/**
 * The values, each led by what the team does (the headline, an h3) with the value's name as the
 * label above it: the names alone read as stock words. Four ruled columns across the section,
 * two on a tablet, one on a phone; no sticky heading beside them leaving a column empty.
 */
export function ValueList({ items }: { items: AboutContent['values']['items'] }) {
  return (
    <ul className="grid gap-x-8 gap-y-8 sm:grid-cols-2 xl:grid-cols-4">
      {items.map((value) => (
        <li key={value.title} className="border-t border-brand-600 pt-5" data-value={value.title}>
          <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
            <Icon name={value.icon} className="size-4" />
            {value.title}
          </p>
          <h3 className="mt-3 text-lg font-semibold text-balance text-ink">{value.headline}</h3>
          <p className="mt-2 text-sm leading-6 text-ink-muted">{value.text}</p>
        </li>
      ))}
    </ul>
  );
}
