import { IdentityTile, type IdentityTileSize } from '@/components/ui/IdentityTile';
import { type IconName } from '@/lib/brand/icons';
import { cn } from '@/lib/util/cn';

/**
 * A person as the site shows people, beside their name and role: on the About team, their identity
 * tile, coloured by the name and carrying the role's icon; speaking for their company (a
 * testimonial), the company's tile, as a customer's quote is signed with its logo. Never initials in
 * a circle or a stand-in glyph: they read as a missing photo (issue 24).
 */
export function Person({
  name,
  role,
  icon,
  company,
  size = 44,
  nameAs: Name = 'span',
  className,
}: {
  name: string;
  role: string;
  /** The role's icon, from content; a person glyph without one. */
  icon?: IconName;
  /** The company the person speaks for, with its tile letters: its tile stands in for theirs. */
  company?: { name: string; mark?: string };
  size?: IdentityTileSize;
  /** `h3` where the person heads a card of their own (the team). */
  nameAs?: 'span' | 'h3';
  className?: string;
}) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      {company ? (
        <IdentityTile kind="company" name={company.name} mark={company.mark} size={size} />
      ) : (
        <IdentityTile kind="person" name={name} icon={icon} size={size} />
      )}
      <div className="min-w-0 text-sm">
        <Name className={cn('block font-semibold text-ink', Name === 'h3' && 'text-base')}>{name}</Name>
        <span className="block text-ink-muted">{role}</span>
      </div>
    </div>
  );
}
