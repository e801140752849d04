import { Icon } from '@/components/ui/Icon';
import type { CareersPage, Position } from '@/lib/content/careers';

const fullTime = (position: Position) => position.employmentType === 'FULL_TIME';

/**
 * Under the careers title, what a candidate checks first: how many roles are open (and that all are
 * full-time, when they are: said here once, not on each card) and where. The pay is each card's, said
 * once there (a range of them here too read as the salaries said twice: outside review). Where is a
 * place, with a globe: the team's faces are shown once on the page, beside the roles they hire for (the
 * same four faces here, there and in the time-zone chart read as repetition: outside review).
 */
export function CareersGlance({ text, positions }: { text: CareersPage['glance']; positions: Position[] }) {
  const facts = [
    {
      icon: 'users',
      text: `${positions.length} ${text.roles}${positions.every(fullTime) ? `, ${text.allFullTime}` : ''}`,
    },
    { icon: 'globe', text: text.remote },
  ] as const;
  return (
    <ul className="flex w-fit flex-wrap gap-x-6 gap-y-2 rounded-card bg-surface-raised px-5 py-3 text-sm font-medium text-ink shadow-sm ring-1 ring-line">
      {facts.map((fact) => (
        <li key={fact.icon} className="inline-flex items-center gap-2">
          <Icon name={fact.icon} className="size-4 text-brand-600" />
          {fact.text}
        </li>
      ))}
    </ul>
  );
}
