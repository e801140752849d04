import { Icon } from '@/components/ui/Icon';
import { keepHoursWhole } from '@/components/ui/WholeHours';
import type { Position } from '@/lib/content/careers';

function CheckList({ items, plain }: { items: string[]; plain: boolean }) {
  if (plain)
    return (
      <ul className="mt-3 grid list-disc gap-2 pl-5 text-ink-muted marker:text-brand-300">
        {/* Keyed by place: a list never reorders, and the text as a key sent each item twice in the page's data. */}
        {items.map((item, index) => (
          <li key={index}>{keepHoursWhole(item)}</li>
        ))}
      </ul>
    );
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
 * else one under the other; `level` keeps the heading outline right per page. `plain` (the careers
 * list's folds, four roles on one page) sets the items as a bulleted list, without an icon each.
 */
export function PositionLists({
  position,
  level = 'h3',
  plain = false,
}: {
  position: Position;
  level?: 'h2' | 'h3' | 'h4';
  plain?: boolean;
}) {
  const Heading = level;
  return (
    <div className="@container">
      <div className="grid gap-8 @2xl:grid-cols-2">
        <div>
          <Heading className="font-semibold text-ink">Responsibilities</Heading>
          <CheckList items={position.responsibilities} plain={plain} />
        </div>
        <div>
          <Heading className="font-semibold text-ink">Qualifications</Heading>
          <CheckList items={position.qualifications} plain={plain} />
        </div>
      </div>
    </div>
  );
}
