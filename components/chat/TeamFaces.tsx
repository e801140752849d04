import { chatTeam } from '@/lib/chat/team-members';
import { cn } from '@/lib/util/cn';

const sizes = { sm: { className: 'size-6', px: 24 }, lg: { className: 'size-8', px: 32 } } as const;

/**
 * The faces of the people who reply when a visitor asks for a person (lib/chat/team.ts), overlapping
 * in a row: the portraits the About page shows, as the files the build drew. Decorative: the text
 * beside them says who replies and when. No dot says anyone is online.
 */
export function TeamFaces({
  size,
  ring = 'ring-surface',
  className,
}: {
  size: keyof typeof sizes;
  /** The colour behind the row, which parts the faces. */
  ring?: 'ring-surface' | 'ring-surface-muted' | 'ring-surface-raised';
  className?: string;
}) {
  const { className: sizeClass, px } = sizes[size];
  return (
    <span aria-hidden="true" className={cn('flex shrink-0 -space-x-2.5', className)} data-chat-team>
      {chatTeam.map((member) => (
        // eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser; the SVG is already small
        <img
          key={member.name}
          src={member.portrait}
          alt=""
          width={px}
          height={px}
          decoding="async"
          className={cn('rounded-full ring-2', ring, sizeClass)}
        />
      ))}
    </span>
  );
}
