import type { HomeContent } from '@/lib/content/marketing';
import { Icon } from '@/components/ui/Icon';
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

/** Three quotes, each signed by its author: their portrait (the testimonial's image), name and role. */
export function Testimonials({ items }: { items: HomeContent['testimonials']['items'] }) {
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
            <figcaption>
              <Person name={item.author} role={`${item.position}, ${item.company}`} image={item.image} />
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
