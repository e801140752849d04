import { IdentityTile, type IdentityTileSize } from '@/components/ui/IdentityTile';
import { type IconName } from '@/lib/brand/icons';
import { cn } from '@/lib/util/cn';

/**
 * A person as the site shows people (testimonials, the About team): their identity tile, coloured
 * by the name and carrying the role's icon, beside the name and the role. No initials in a circle:
 * they read as a missing photo (issue 24).
 */
export function Person({
  name,
  role,
  icon,
  size = 44,
  nameAs: Name = 'span',
  className,
}: {
  name: string;
  role: string;
  /** The role's icon, from content; a person glyph without one. */
  icon?: IconName;
  size?: IdentityTileSize;
  /** `h3` where the person heads a card of their own (the team). */
  nameAs?: 'span' | 'h3';
  className?: string;
}) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <IdentityTile kind="person" name={name} icon={icon} size={size} />
      <div className="min-w-0 text-sm">
        <Name className={cn('block font-semibold text-ink', Name === 'h3' && 'text-base')}>{name}</Name>
        <span className="block text-ink-muted">{role}</span>
      </div>
    </div>
  );
}
