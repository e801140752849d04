import { Portrait } from '@/components/marketing/Portrait';
import { Icon } from '@/components/ui/Icon';
import type { AboutContent } from '@/lib/content/marketing';
import { cn } from '@/lib/util/cn';

/** Each person's own ground, from the site's quiet tints, in the order the team is listed. */
const tileTints = ['bg-brand-50', 'bg-success-50', 'bg-warning-50', 'bg-danger-50'];
/** In the dark theme one quiet ground for all: the tints' dark shades read as muddy green, brown and maroon (outside review E). */
const darkTile = 'dark:bg-surface-muted';

/**
 * The team as good company pages show illustrated people: each portrait large and centred on a
 * tile of its own tint (one frame, size and crop for all, so the drawings read as one commissioned
 * set, not stand-ins), then the name and role, where they work from, one line in their own words, and
 * at the foot the part of Linkwell they answer for. Each card spans five rows of the grid
 * (`grid-rows-subgrid`), so the places, lines and "owns" rows stay level across a row however long
 * a role or a line is.
 */
export function TeamGrid({ members }: { members: AboutContent['team']['members'] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
      {members.map((member, index) => (
        <li
          key={member.name}
          className="row-span-5 grid grid-rows-subgrid gap-y-0 overflow-hidden rounded-card border border-line bg-surface-raised shadow-sm"
        >
          <div
            className={cn(
              'flex justify-center border-b border-line py-8',
              tileTints[index % tileTints.length],
              darkTile,
            )}
          >
            <Portrait
              name={member.name}
              size={144}
              loading="eager"
              className="bg-surface-raised shadow-md ring-4 ring-surface-raised"
            />
          </div>
          <div className="px-5 pt-5">
            <h3 className="text-lg font-semibold tracking-tight text-ink">{member.name}</h3>
            <p className="text-sm font-medium text-brand-700">{member.role}</p>
          </div>
          <p className="flex items-center gap-1.5 px-5 pt-2 text-sm text-ink-subtle">
            <Icon name="globe" className="size-4" />
            <span>
              <span className="sr-only">Works from </span>
              {member.location}
              <span aria-hidden="true"> · </span>
              {member.zone} time
            </span>
          </p>
          <blockquote className="px-5 pt-4 pb-5 text-[0.9375rem]/6 text-ink">
            <p>“{member.says}”</p>
          </blockquote>
          <p className="border-t border-line bg-surface-muted px-5 py-4 text-sm text-ink-muted">
            <span className="font-semibold text-ink">Owns: </span>
            {member.owns}
          </p>
        </li>
      ))}
    </ul>
  );
}
