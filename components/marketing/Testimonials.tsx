import type { HomeContent } from '@/lib/content/marketing';
import { Icon } from '@/components/ui/Icon';
import { fillTemplate } from '@/lib/content/schemas';
import { cn } from '@/lib/util/cn';
import { Portrait } from './Portrait';

const ratingLabel = (rating: number) => `Rated ${rating} out of 5`;

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-1 text-[#f5a524]" role="img" aria-label={ratingLabel(rating)}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon key={index} name="star" className={cn('size-4', index >= rating && 'text-ink-muted')} />
      ))}
    </p>
  );
}

/**
 * Three quotes set so a store owner can check them: a quiet rating, the customer's words, the author
 * with their portrait, role and company, the story's facts as its glance card states them (vendors,
 * plan, time to go live; its trade is in the strip of stories below, the one link to each story).
 * No large figure under each: with the results band's three they made six headline numbers, each
 * weakening the others (outside review); the story holds its own.
 */
export function Testimonials({
  items,
  facts,
}: {
  items: HomeContent['testimonials']['items'];
  /** "{vendors} vendors on {plan}, live in {time}" */
  facts: string;
}) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.author} className="flex">
          <figure
            className="flex flex-col rounded-card border border-line bg-surface-raised p-6 shadow-sm"
            data-testid="testimonial"
          >
            <Stars rating={item.rating} />
            <blockquote className="mt-5 flex-1 text-lg font-medium tracking-tight text-pretty text-ink">
              <p>&ldquo;{item.content}&rdquo;</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-5">
              <Portrait name={item.author} src={item.image} size={48} />
              <span className="min-w-0 text-sm">
                <span className="block font-semibold text-ink">{item.author}</span>
                <span className="block text-ink-muted">{`${item.position}, ${item.company}`}</span>
              </span>
            </figcaption>
            {/* Balanced, so a wrap splits it at its comma, not before its last word ("syncing in 1 / week" at 1024 px:
                outside review LLL). */}
            <p className="mt-3 text-sm text-balance text-ink-muted">
              {fillTemplate(facts, { ...item.facts, vendors: String(item.facts.vendors) })}
            </p>
          </figure>
        </li>
      ))}
    </ul>
  );
}
