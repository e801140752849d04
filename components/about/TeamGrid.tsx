import { Person } from '@/components/marketing/Person';
import type { AboutContent } from '@/lib/content/marketing';

/**
 * The team: a card per person, their portrait beside (on a phone) or above their name and role,
 * then what they do.
 * Each card takes two rows of the grid (`grid-rows-subgrid`), so names and bios line up across a
 * row however long a role is (beside the tile, a role on two lines had lifted its name above its
 * neighbours').
 */
export function TeamGrid({ members }: { members: AboutContent['team']['members'] }) {
  return (
    <ul className="grid gap-6 text-left sm:grid-cols-2 lg:grid-cols-4">
      {members.map((member) => (
        <li
          key={member.name}
          className="row-span-2 grid grid-rows-subgrid gap-y-4 rounded-card border border-line bg-surface-raised p-6 shadow-sm"
        >
          <Person
            name={member.name}
            role={member.role}
            size={56}
            nameAs="h3"
            className="sm:flex-col sm:items-start sm:gap-4"
          />
          <p className="text-sm leading-6 text-ink-muted">{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}
