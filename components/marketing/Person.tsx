import { cn } from '@/lib/util/cn';
import { Portrait, type PortraitSize } from './Portrait';

/**
 * A person as the site shows people: their portrait beside their name and role (the team, a
 * testimonial's author). Never initials in a circle or an icon: they read as mock data (issues 24, 49).
 */
export function Person({
  name,
  role,
  image,
  size = 44,
  nameAs: Name = 'span',
  className,
}: {
  name: string;
  role: string;
  /** The portrait file content names (a testimonial's image); the person's portrait by name without one. */
  image?: string;
  size?: PortraitSize;
  /** `h3` where the person heads a card of their own (the team). */
  nameAs?: 'span' | 'h3';
  className?: string;
}) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <Portrait name={name} src={image} size={size} />
      <div className="min-w-0 text-sm">
        <Name className={cn('block font-semibold text-ink', Name === 'h3' && 'text-base')}>{name}</Name>
        <span className="block text-ink-muted">{role}</span>
      </div>
    </div>
  );
}
