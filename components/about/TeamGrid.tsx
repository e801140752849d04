import { Portrait } from '@/components/marketing/Portrait';
import { Icon } from '@/components/ui/Icon';
import type { AboutContent } from '@/lib/content/marketing';

/**
 * The team as good company pages show illustrated people: a large portrait on a tinted panel, the
 * name and role, where they work from, one line in their own words and the part of Linkwell they
 * answer for. Each card spans five rows of the grid (`grid-rows-subgrid`), so the places, lines and
 * "owns" rows stay level across a row however long a role or a line is.
 */
export function TeamGrid({ members }: { members: AboutContent['team']['members'] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
      {members.map((member) => (
        <li
          key={member.name}
          className="row-span-5 grid grid-rows-subgrid gap-y-0 overflow-hidden rounded-card border border-line bg-surface-raised"
        >
          {/* The stage the product visuals stand on (VisualStage): the portraits read as one drawn set, not stand-ins. */}
          <div className="relative isolate bg-gradient-to-br from-brand-50 to-surface-muted px-5 pt-5">
            <div aria-hidden="true" className="backdrop-grid" />
            <Portrait
              name={member.name}
              size={96}
              loading="eager"
              className="translate-y-4 bg-surface-raised ring-4 ring-surface-raised"
            />
          </div>
          <div className="px-5 pt-8 text-sm">
            <h3 className="text-base font-semibold text-ink">{member.name}</h3>
            <p className="text-ink-muted">{member.role}</p>
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
          <blockquote className="px-5 pt-3 text-[0.9375rem]/6 text-ink">
            <p>“{member.says}”</p>
          </blockquote>
          <p className="mx-5 mt-4 mb-5 self-end border-t border-line pt-3 text-sm text-ink-muted">
            <span className="font-semibold text-ink">Owns: </span>
            {member.owns}
          </p>
        </li>
      ))}
    </ul>
  );
}
