import type { HomeContent } from '@/lib/content/marketing';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Icon } from '@/components/ui/Icon';
import { ToneWordmark } from '@/components/vendors/VendorLockup';
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
 * Three quotes set so a store owner can check them: the store's mark and a quiet rating, the customer's
 * words, the author with their portrait and role, the story's facts as its glance card states them (vendors,
 * plan, time to go live) and the one link to the story. The marks head their own quotes: a strip of the same
 * three marks under the quotes showed the same customers twice in one section (outside review YYY).
 * No large figure under each: with the results band's three they made six headline numbers, each
 * weakening the others (outside review); the story holds its own.
 */
export function Testimonials({
  items,
  facts,
  storyLink,
}: {
  items: HomeContent['testimonials']['items'];
  /** "{vendors} vendors on {plan}, live in {time}" */
  facts: string;
  /** "Read the {company} story" */
  storyLink: string;
}) {
  return (
    // Two a row from 768 px, the third across under them, three a row from 1024 (one a row at 768 px, each card was a
    // wide strip around two lines of quote: outside review LLLLLL).
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <li
          key={item.author}
          className={cn('flex', index === items.length - 1 && index % 2 === 0 && 'md:col-span-2 lg:col-span-1')}
        >
          <figure
            className="flex flex-col rounded-card border border-line bg-surface-raised p-6 shadow-sm"
            data-testid="testimonial"
          >
            {/* The stars under the name at every width: beside it they wrapped under the longer names in two cards of
                three at 1024 px, and the cards' heads stood out of line (outside review AAAAA). */}
            <div className="flex flex-col items-start gap-3">
              <ToneWordmark name={item.company} logo={item.logo} tone={item.tone} className="text-lg text-ink" />
              <Stars rating={item.rating} />
            </div>
            <blockquote className="mt-5 flex-1 text-lg font-medium tracking-tight text-pretty text-ink">
              <p>&ldquo;{item.content}&rdquo;</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-3 border-t border-line pt-5">
              <Portrait name={item.author} src={item.image} size={48} />
              <span className="min-w-0 text-sm">
                <span className="block font-semibold text-ink">{item.author}</span>
                {/* The company is the mark at the card's head. */}
                <span className="block text-ink-muted">{item.position}</span>
              </span>
            </figcaption>
            {/* Balanced, so a wrap splits it at its comma, not before its last word ("syncing in 1 / week" at 1024 px:
                outside review LLL). */}
            <p className="mt-3 text-sm text-balance text-ink-muted">
              {fillTemplate(facts, { ...item.facts, vendors: String(item.facts.vendors) })}
            </p>
            <p className="mt-2 text-sm">
              <ArrowLink href={item.href}>{fillTemplate(storyLink, { company: item.company })}</ArrowLink>
            </p>
          </figure>
        </li>
      ))}
    </ul>
  );
}
