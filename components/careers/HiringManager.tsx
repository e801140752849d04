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
      <Portrait name={manager.name} size={48} />
      <span>
        <span className="block font-semibold text-ink">{manager.name}</span>
        <span className="text-ink-muted">Hiring manager, {manager.role}</span>
      </span>
    </p>
  );
}

/** The team members a position names, each found on About's team; a name that is not there fails the build. */
export function workWithOf(position: Position, members: TeamMember[]) {
  return (position.workWith ?? []).map(({ name, on }) => {
    const member = members.find((candidate) => candidate.name === name);
    if (!member)
      throw new Error(
        `content/careers/${position.slug}.md: workWith "${name}" is not on the About page's team; write one of ${members.map((candidate) => candidate.name).join(', ')}`,
      );
    return { member, on };
  });
}

/**
 * Who a new hire works with day to day and on what, one line each and the role's own (About's team
 * says what each person owns; repeated here it read as a copy: outside review). The last part of the
 * position's side card (components/careers/PositionCard.tsx).
 */
export function PositionTeam({
  title,
  people,
  teamHref,
}: {
  title: string;
  people: ReturnType<typeof workWithOf>;
  /** About's team, where each of them says more. */
  teamHref: string;
}) {
  return (
    <section aria-labelledby="team-title" className="mt-6 border-t border-line pt-5">
      <h2 id="team-title" className="font-semibold text-ink">
        <Link href={teamHref} className="hover:text-brand-700">
          {title}
        </Link>
      </h2>
      {people.length > 0 && (
        <ul className="mt-3 grid gap-4 text-sm">
          {people.map(({ member, on }) => (
            <li key={member.name} className="flex gap-3">
              <Portrait name={member.name} size={40} />
              <p className="text-ink-muted">
                <span className="block font-semibold text-ink">{member.name}</span>
                {on}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
