import { Icon } from '@/components/ui/Icon';
import type { CareersPage, Position } from '@/lib/content/careers';
import { fillTemplate } from '@/lib/content/schemas';

const fullTime = (position: Position) => position.employmentType === 'FULL_TIME';

/** 55000 -> "$55K": the range of every role's pay, short enough for one line under a title. */
const thousands = (value: number) => `$${Math.round(value / 1000)}K`;

/**
 * Under the careers title, what a candidate checks first: how many roles are open (and that all are
 * full-time, when they are: said here once, not on each card), where, and the range of the salaries
 * every listing states (its lowest minimum to its highest maximum).
 */
export function CareersGlance({ text, positions }: { text: CareersPage['glance']; positions: Position[] }) {
  const low = Math.min(...positions.map((position) => position.salary.min));
  const high = Math.max(...positions.map((position) => position.salary.max));
  const facts = [
    {
      icon: 'users',
      text: `${positions.length} ${text.roles}${positions.every(fullTime) ? `, ${text.allFullTime}` : ''}`,
    },
    { icon: 'globe', text: text.remote },
    { icon: 'tag', text: fillTemplate(text.salary, { range: `${thousands(low)}–${thousands(high)}` }) },
  ] as const;
  return (
    <ul className="mx-auto flex w-fit flex-wrap justify-center gap-x-6 gap-y-2 rounded-card bg-surface-raised px-5 py-3 text-sm font-medium text-ink shadow-sm ring-1 ring-line">
      {facts.map((fact) => (
        <li key={fact.icon} className="inline-flex items-center gap-2">
          <Icon name={fact.icon} className="size-4 text-brand-600" />
          {fact.text}
        </li>
      ))}
    </ul>
  );
}
