import { Portrait } from '@/components/marketing/Portrait';
import { Icon } from '@/components/ui/Icon';
import type { AboutContent } from '@/lib/content/marketing';

/**
 * The team as a company page lists people: a small portrait beside the name and role, where they
 * work from, and one specific line on what they do here. Each card takes three rows of the grid
 * (`grid-rows-subgrid`), so names, places and lines stay level across a row however long a role is.
 */
export function TeamGrid({ members }: { members: AboutContent['team']['members'] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
      {members.map((member) => (
        <li
          key={member.name}
          className="row-span-3 grid grid-rows-subgrid gap-y-3 rounded-card border border-line bg-surface-raised p-5"
        >
          <div className="flex items-center gap-3">
            <Portrait name={member.name} size={48} loading="eager" />
            <div className="min-w-0 text-sm">
              <h3 className="text-base font-semibold text-ink">{member.name}</h3>
              <p className="text-ink-muted">{member.role}</p>
            </div>
          </div>
          <p className="flex items-center gap-1.5 text-sm text-ink-subtle">
            <Icon name="globe" className="size-4" />
            <span>
              <span className="sr-only">Works from </span>
              {member.location}
              <span aria-hidden="true"> · </span>
              {member.zone} time
            </span>
          </p>
          <p className="border-t border-line pt-3 text-sm leading-6 text-ink-muted">{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}
