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

/** The position's facts in one line, the location as a badge (the careers list). */
export function PositionMeta({ position }: { position: Position }) {
  return (
    <dl className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-muted">
      {positionFacts(position).map(({ term, value }) => (
        <div key={term}>
          <dt className="sr-only">{term}</dt>
          <dd>{term === 'Location' ? <Badge tone="success">{value}</Badge> : value}</dd>
        </div>
      ))}
    </dl>
  );
}
