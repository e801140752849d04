import { Badge } from '@/components/ui/Badge';
import type { Position } from '@/lib/content/careers';

const employmentTypes: Record<Position['employmentType'], string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
};
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** "$120,000 – $150,000 per year" */
const formatSalary = ({ min, max }: Position['salary']) => `${usd.format(min)} – ${usd.format(max)} per year`;

/** Location, department, employment type and pay of a position. */
export function PositionMeta({ position }: { position: Position }) {
  return (
    <dl className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-muted">
      <div>
        <dt className="sr-only">Location</dt>
        <dd>
          <Badge tone="success">{position.location}</Badge>
        </dd>
      </div>
      <div>
        <dt className="sr-only">Department</dt>
        <dd>{position.department}</dd>
      </div>
      <div>
        <dt className="sr-only">Employment type</dt>
        <dd>{employmentTypes[position.employmentType]}</dd>
      </div>
      <div>
        <dt className="sr-only">Salary</dt>
        <dd>{formatSalary(position.salary)}</dd>
      </div>
    </dl>
  );
}
