import { Icon } from '@/components/ui/Icon';
import { Portrait } from '@/components/marketing/Portrait';
import type { CareersPage, Position } from '@/lib/content/careers';

const fullTime = (position: Position) => position.employmentType === 'FULL_TIME';

/**
 * Under the careers title, what a candidate checks first: how many roles are open (and that all are
 * full-time, when they are: said here once, not on each card) and where. The pay is each card's, said
 * once there (a range of them here too read as the salaries said twice: outside review). With the
 * team given, where they work is told by their faces, one drawn portrait each, the set About and the
 * time-zone chart below use (a globe there left the people to the page's middle: outside review, "no
 * team photos"; the portraits are the site's deliberate style, issue 49).
 */
export function CareersGlance({
  text,
  positions,
  members = [],
}: {
  text: CareersPage['glance'];
  positions: Position[];
  /** The team (About's), whose faces stand before where they work. */
  members?: { name: string }[];
}) {
  const facts = [
    {
      icon: 'users',
      text: `${positions.length} ${text.roles}${positions.every(fullTime) ? `, ${text.allFullTime}` : ''}`,
    },
    { icon: 'globe', text: text.remote },
  ] as const;
  return (
    <ul className="mx-auto flex w-fit flex-wrap justify-center gap-x-6 gap-y-2 rounded-card bg-surface-raised px-5 py-3 text-sm font-medium text-ink shadow-sm ring-1 ring-line">
      {facts.map((fact) => (
        // The faces over their words where the row is too narrow for both (the words broke to three lines at 375 px).
        <li key={fact.icon} className="inline-flex flex-wrap items-center justify-center gap-2">
          {fact.icon === 'globe' && members.length > 0 ? (
            <span className="mr-1 flex gap-1" data-glance-faces>
              {members.map((member) => (
                <Portrait key={member.name} name={member.name} size={40} />
              ))}
            </span>
          ) : (
            <Icon name={fact.icon} className="size-4 text-brand-600" />
          )}
          {fact.text}
        </li>
      ))}
    </ul>
  );
}
