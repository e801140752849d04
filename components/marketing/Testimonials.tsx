import type { HomeContent } from '@/lib/content/marketing';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Icon } from '@/components/ui/Icon';
import { fillTemplate } from '@/lib/content/schemas';
import { cn } from '@/lib/util/cn';
import { Person } from './Person';

const ratingLabel = (rating: number) => `Rated ${rating} out of 5`;

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5 text-[#f5a524]" role="img" aria-label={ratingLabel(rating)}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon key={index} name="star" className={cn('size-5', index >= rating && 'text-[#e2e7f0]')} />
      ))}
    </p>
  );
}

/**
 * Three quotes, each signed by its author (a small portrait, the testimonial's image, with name,
 * role and company) and sourced: the way to the case study the quote and its rating come from.
 */
export function Testimonials({
  items,
  sourceLink,
}: {
  items: HomeContent['testimonials']['items'];
  /** "{company} case study" */
  sourceLink: string;
}) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.author} className="flex">
          <figure
            className="flex flex-col justify-between gap-6 rounded-card border border-line bg-surface-raised p-6 shadow-sm"
            data-testid="testimonial"
          >
            <div>
              <Stars rating={item.rating} />
              <blockquote className="mt-4 text-ink">
                <p>&ldquo;{item.content}&rdquo;</p>
              </blockquote>
            </div>
            <figcaption className="border-t border-line pt-5">
              <Person name={item.author} role={`${item.position}, ${item.company}`} image={item.image} size={40} />
              <ArrowLink href={item.href} className="mt-4 text-sm">
                {fillTemplate(sourceLink, { company: item.company })}
              </ArrowLink>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
