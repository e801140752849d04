import type { Position } from '@/lib/content/careers';

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="mt-3 grid gap-2 text-ink-muted">
      {items.map((item) => (
        <li key={item} className="flex gap-2.5">
          <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" className="mt-0.5 shrink-0 text-brand-600">
            <path
              d="M4 10.5l4 4 8-9"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
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
