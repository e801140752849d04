import { Icon } from '@/components/ui/Icon';
import { keepHoursWhole } from '@/components/ui/WholeHours';
import type { Position } from '@/lib/content/careers';

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="mt-3 grid gap-2 text-ink-muted">
      {items.map((item, index) => (
        <li key={index} className="flex gap-2.5">
          <Icon name="check" className="mt-0.5 size-[18px] text-brand-600" />
          <span>{keepHoursWhole(item)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Responsibilities and qualifications side by side where their column is wide enough (a container
 * query: beside the position page's side rail at 1024 px two lists of about 200 px read badly),
 * else one under the other; `level` keeps the heading outline right per page.
 */
export function PositionLists({ position, level = 'h3' }: { position: Position; level?: 'h2' | 'h3' }) {
  const Heading = level;
  return (
    <div className="@container">
      <div className="grid gap-8 @2xl:grid-cols-2">
        <div>
          <Heading className="font-semibold text-ink">Responsibilities</Heading>
          <CheckList items={position.responsibilities} />
        </div>
        <div>
          <Heading className="font-semibold text-ink">Qualifications</Heading>
          <CheckList items={position.qualifications} />
        </div>
      </div>
    </div>
  );
}
