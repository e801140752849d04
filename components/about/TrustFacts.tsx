import { ArrowLink } from '@/components/ui/ArrowLink';
import { Icon } from '@/components/ui/Icon';
import type { AboutContent } from '@/lib/content/marketing';

/**
 * What a store owner checks before trusting a company with their store, as claims to scan: each a
 * short bold lead, one line of detail and, at the card's foot, the page that proves it. Cards of one
 * height per row, so the proofs stay level across it.
 */
export function TrustFacts({ items }: { items: AboutContent['trust']['items'] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((item) => (
        <li
          key={item.title}
          data-testid="trust-claim"
          className="flex flex-col rounded-card border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
        >
          <div className="flex items-center gap-3">
            <span className="icon-tile shrink-0">
              <Icon name={item.icon} className="size-5" />
            </span>
            <h3 className="font-semibold text-pretty text-ink">{item.title}</h3>
          </div>
          <p className="mt-3 mb-4 flex-1 text-sm leading-6 text-ink-muted">{item.text}</p>
          <p className="border-t border-line pt-3">
            <ArrowLink href={item.link.href} className="text-sm">
              {item.link.label}
            </ArrowLink>
          </p>
        </li>
      ))}
    </ul>
  );
}
