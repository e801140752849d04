import { Portrait } from '@/components/marketing/Portrait';
import type { AboutContent } from '@/lib/content/marketing';

/**
 * The team as editorial portraits, the way Linear's and Stripe's about pages set their people: one
 * frame for all (a rounded square on each person's soft ground, no ring or shadow), then a caption
 * set the same way under each: name, role, where they work from, a line in their own words as a pull
 * quote, and at the foot the part of Linkwell they answer for.
 * Each person spans five rows of the grid (`grid-rows-subgrid`), so the rows stay level across a row.
 */
export function TeamGrid({ members }: { members: AboutContent['team']['members'] }) {
  return (
    <ul className="grid gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((member) => (
        <li key={member.name} className="row-span-5 grid grid-rows-subgrid gap-y-0">
          {/* The column's width from four to a row; 144 px above the caption while one or two are (a phone's or tablet's full width drew the faces as cartoons). */}
          <Portrait name={member.name} size={144} loading="eager" className="rounded-card lg:w-full" />
          <div className="pt-5">
            <h3 className="text-lg font-semibold tracking-tight text-ink">{member.name}</h3>
            <p className="text-sm font-medium text-brand-700">{member.role}</p>
          </div>
          <p className="pt-1 text-sm text-ink-subtle">
            <span className="sr-only">Works from </span>
            {`${member.location} · ${member.zone} time`}
          </p>
          <blockquote className="mt-4 mb-4 border-l-2 border-brand-600 pl-4 text-ink">
            <p>“{member.says}”</p>
          </blockquote>
          <p className="border-t border-line pt-3 text-sm text-ink-muted">
            <span className="font-semibold text-ink">Owns: </span>
            {member.owns}
          </p>
        </li>
      ))}
    </ul>
  );
}
