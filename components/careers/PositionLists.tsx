import { Icon } from '@/components/ui/Icon';
import type { Position } from '@/lib/content/careers';

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="mt-3 grid gap-2 text-ink-muted">
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <Icon name="check" className="mt-0.5 size-[18px] text-brand-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Responsibilities and qualifications side by side; `level` keeps the heading outline right per page. */
export function PositionLists({ position, level = 'h3' }: { position: Position; level?: 'h2' | 'h3' | 'h4' }) {
  const Heading = level;
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <div>
        <Heading className="font-semibold text-ink">Responsibilities</Heading>
        <CheckList items={position.responsibilities} />
      </div>
      <div>
        <Heading className="font-semibold text-ink">Qualifications</Heading>
        <CheckList items={position.qualifications} />
      </div>
    </div>
  );
}
