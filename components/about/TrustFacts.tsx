import { Icon } from '@/components/ui/Icon';
import { Link } from '@/components/ui/Link';
import type { AboutContent } from '@/lib/content/marketing';

/**
 * What a store owner checks before trusting a company with their store: where the team is, how to
 * reach a person, how the store is connected and who the other customers are. A description list,
 * each fact with the page that backs it up; two columns from a tablet up.
 */
export function TrustFacts({ items }: { items: AboutContent['trust']['items'] }) {
  return (
    <dl className="grid gap-x-10 gap-y-8 md:grid-cols-2">
      {items.map((item) => (
        // Only dt and dd inside each group (a valid description list): the icon sits in the term, the
        // descriptions indented under the title beside it.
        <div key={item.title}>
          <dt className="flex items-center gap-3 font-semibold text-ink">
            <span className="icon-tile shrink-0">
              <Icon name={item.icon} className="size-5" />
            </span>
            {item.title}
          </dt>
          <dd className="mt-2 pl-14 text-sm leading-6 text-ink-muted">{item.text}</dd>
          {item.link && (
            <dd className="mt-2 pl-14 text-sm font-semibold">
              <Link href={item.link.href} className="text-brand-700 underline underline-offset-2">
                {item.link.label}
              </Link>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
