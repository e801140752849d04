import { Badge } from '@/components/ui/Badge';
import type { Fact } from '@/components/ui/FactList';
import type { Position } from '@/lib/content/careers';
import { formatUsd } from '@/lib/util/number';

const employmentTypes: Record<Position['employmentType'], string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
};

/** "$120,000 – $150,000 per year" */
export const formatSalary = ({ min, max }: Position['salary']) => `${formatUsd(min)} – ${formatUsd(max)} per year`;

/** Location, department, employment type and pay of a position: one list for the row and the side card. */
export const positionFacts = (position: Position): Fact[] => [
  { term: 'Location', value: position.location },
  { term: 'Department', value: position.department },
  { term: 'Employment type', value: employmentTypes[position.employmentType] },
  { term: 'Salary', value: formatSalary(position.salary) },
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
