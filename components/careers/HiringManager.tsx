import { Portrait } from '@/components/marketing/Portrait';
import { Link } from '@/components/ui/Link';
import type { Position } from '@/lib/content/careers';
import type { AboutContent } from '@/lib/content/marketing';

export type TeamMember = AboutContent['team']['members'][number];

/** The About team member who hires for `position`; a name that is not on the team fails the build. */
export function hiringManagerOf(position: Position, members: TeamMember[]): TeamMember {
  const manager = members.find((member) => member.name === position.hiringManager);
  if (!manager)
    // Written for whoever added the position in the editor: the file, the field and the names it takes.
    throw new Error(
      `content/careers/${position.slug}.md: hiringManager "${position.hiringManager}" is not on the About page's team; write one of ${members.map((member) => member.name).join(', ')}`,
    );
  return manager;
}

/** Who a role reports to, face and title: the person behind the listing, on the careers list. */
export function HiringManager({ position, members }: { position: Position; members: TeamMember[] }) {
  const manager = hiringManagerOf(position, members);
  return (
    <p className="flex items-center gap-3 text-sm">
      <Portrait name={manager.name} size={40} />
      <span>
        <span className="block font-semibold text-ink">{manager.name}</span>
        <span className="text-ink-muted">Hiring manager, {manager.role}</span>
      </span>
    </p>
  );
}

/**
 * The people a new hire works with, from About's team: the hiring manager first, with what they
 * do in the hiring, then the others with their role (their cities and hours are on /careers). A
 * part of the position's side card (components/careers/PositionCard.tsx), under the way to apply.
 */
export function PositionTeam({
  title,
  manager,
  managerLine,
  members,
  teamHref,
}: {
  title: string;
  manager: TeamMember;
  managerLine: string;
  members: TeamMember[];
  /** About's team, where each of them says more. */
  teamHref: string;
}) {
  const others = members.filter((member) => member !== manager);
  return (
    <section aria-labelledby="team-title" className="mt-6 border-t border-line pt-5">
      <h2 id="team-title" className="font-semibold text-ink">
        <Link href={teamHref} className="hover:text-brand-700">
          {title}
        </Link>
      </h2>
      <div className="mt-3 flex gap-3">
        <Portrait name={manager.name} size={48} />
        <p className="text-sm leading-6 text-ink-muted">{managerLine}</p>
      </div>
      <ul className="mt-4 grid gap-3 text-sm">
        {others.map((member) => (
          <li key={member.name} className="flex items-center gap-3">
            <Portrait name={member.name} size={40} />
            <span>
              <span className="block font-semibold text-ink">{member.name}</span>
              <span className="text-ink-muted">{member.role}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
