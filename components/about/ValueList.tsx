import { Icon } from '@/components/ui/Icon';
import type { AboutContent } from '@/lib/content/marketing';

/**
 * The values, each led by what the team does (the headline, an h3) with the value's name as the
 * label above it (the names alone read as stock words), how we do it, and at the foot of the card
 * what a store owner can hold us to because of it. Two to a row from a tablet up, so each reads as
 * a paragraph rather than a narrow column; one on a phone.
 */
export function ValueList({ items }: { items: AboutContent['values']['items'] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2">
      {items.map((value) => (
        <li
          key={value.title}
          className="flex flex-col rounded-card border border-line bg-surface-raised p-6 shadow-sm sm:p-8"
          data-value={value.title}
        >
          <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
            <Icon name={value.icon} className="size-4" />
            {value.title}
          </p>
          <h3 className="mt-3 text-xl font-semibold tracking-tight text-balance text-ink">{value.headline}</h3>
          <p className="mt-3 text-base leading-relaxed text-ink-muted">{value.text}</p>
          {/* The commitment, set apart at the foot so the four line up as promises a reader can check. */}
          <div className="mt-auto pt-6">
            <p className="flex gap-2.5 border-t border-line pt-5 text-base font-medium text-ink">
              <Icon name="check" className="mt-1 size-4 shrink-0 text-brand-600" />
              {value.promise}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
