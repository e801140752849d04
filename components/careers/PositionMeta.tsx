import { Badge } from '@/components/ui/Badge';
import { Icon } from '@/components/ui/Icon';
import type { Fact } from '@/components/ui/FactList';
import type { Position } from '@/lib/content/careers';
import { formatUsd } from '@/lib/util/number';
import type { IconId } from '@/lib/brand/icon-sprite';

const employmentTypes: Record<Position['employmentType'], string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
};

/** "$120,000 – $150,000 per year" */
export const formatSalary = ({ min, max }: Position['salary']) => `${formatUsd(min)} – ${formatUsd(max)} per year`;

/** A fact of the position, with the mark it is set beside; `shown`: its term read on screen too ("Posted"). */
export type PositionFact = Fact & { icon: IconId; shown?: boolean };

/** Location, department, employment type and pay of a position: the facts under its title, each with its mark. */
export const positionFacts = (position: Position): PositionFact[] => [
  { term: 'Location', value: position.location, icon: 'globe' },
  { term: 'Department', value: position.department, icon: position.icon ?? 'users' },
  { term: 'Employment type', value: employmentTypes[position.employmentType], icon: 'clock' },
  { term: 'Salary', value: formatSalary(position.salary), icon: 'tag' },
];

/**
 * A role's small facts on its /careers card, on one wrapping row: where (a badge), the terms and the
 * pay (the team is said over the title).
 */
export function PositionMeta({ position }: { position: Position }) {
  return (
    <dl className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-muted">
      <div>
        <dt className="sr-only">Location</dt>
        <dd>
          <Badge tone="success">{position.location}</Badge>
        </dd>
      </div>
      <div>
        <dt className="sr-only">Employment type</dt>
        <dd>{employmentTypes[position.employmentType]}</dd>
      </div>
      <div>
        <dt className="sr-only">Salary</dt>
        <dd className="font-semibold text-ink">{formatSalary(position.salary)}</dd>
      </div>
    </dl>
  );
}

/**
 * A position's facts once, under its title where a candidate looks first, as Linear's and Stripe's job
 * pages set them: one wrapping row, each value by its mark, the terms named for a screen reader.
 */
export function PositionFacts({ facts }: { facts: PositionFact[] }) {
  return (
    <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-ink-muted">
      {facts.map((fact) => (
        <div key={fact.term} className="flex items-center gap-2">
          <Icon name={fact.icon} className="size-4 text-brand-600" />
          <dt className={fact.shown ? undefined : 'sr-only'}>{fact.term}</dt>
          <dd className="font-medium text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
