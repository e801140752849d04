import { Badge } from '@/components/ui/Badge';
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

/** A fact of the position's side card, with the mark it is set beside. */
export type PositionFact = Fact & { icon: IconId };

/** Location, department, employment type and pay of a position: the side card's facts, each with its mark. */
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
