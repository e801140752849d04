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
 * Who a new hire works with day to day and on what, each a card with their portrait, name and role
 * and one line that is the role's own (About's team says what each person owns; repeated here it read
 * as a copy: outside review). In the role's column, between what you would do and the first 90 days,
 * so the page shows the people, not only lists (the rail carried them small).
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
    <section aria-labelledby="team-title">
      <h2 id="team-title" className="text-2xl font-bold tracking-tight">
        <Link href={teamHref} className="hover:text-brand-700">
          {title}
        </Link>
      </h2>
      {people.length > 0 && (
        <ul className="mt-6 grid gap-4 @2xl:grid-cols-3">
          {people.map(({ member, on }) => (
            <li key={member.name} className="rounded-card border border-line bg-surface-raised p-5">
              {/* The portrait over the name where three cards share a tablet's width, so no name or role wraps to three lines. */}
              <div className="flex flex-col items-start gap-3 lg:flex-row">
                <Portrait name={member.name} size={56} />
                <p className="text-sm text-ink-muted">
                  <span className="block text-base font-semibold text-ink">{member.name}</span>
                  {member.role}
                </p>
              </div>
              <p className="mt-4 text-ink">{on}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
