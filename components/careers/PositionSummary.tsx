import { ApplyNowLink } from '@/components/careers/ApplyNowLink';
import { HiringManager, type TeamMember } from '@/components/careers/HiringManager';
import { PositionMeta } from '@/components/careers/PositionMeta';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Card } from '@/components/ui/Card';
import { Link } from '@/components/ui/Link';
import type { Position } from '@/lib/content/careers';

/**
 * One role on /careers, every card the same rows in the same order: title, place and terms, salary,
 * summary, then a footer pinned to the card's foot (the hiring manager over the actions), so in a row
 * of equal-height cards the people and the Apply Now buttons line up whatever each summary's length
 * (an outside review found four cards laid out four ways). The full lists are on the role's page.
 */
export function PositionSummary({
  position,
  members,
  roleLink,
}: {
  position: Position;
  members: TeamMember[];
  roleLink: string;
}) {
  return (
    <Card as="li" className="flex flex-col p-6 sm:p-7">
      <article aria-labelledby={`${position.slug}-title`} className="flex flex-1 flex-col">
        <h3 id={`${position.slug}-title`} className="text-xl font-bold tracking-tight">
          <Link href={position.href} className="hover:text-brand-700">
            {position.title}
          </Link>
        </h3>
        <PositionMeta position={position} />
        <p className="mt-4 text-ink-muted">{position.description}</p>
        <div className="mt-auto pt-6">
          <HiringManager position={position} members={members} />
          {/* The same two actions in every card, so they wrap (on a phone) the same way in each. */}
          <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2 border-t border-line pt-5">
            <ApplyNowLink title={position.title} />
            <ArrowLink href={position.href} className="text-sm">
              {roleLink}
              <span className="sr-only">: {position.title}</span>
            </ArrowLink>
          </div>
        </div>
      </article>
    </Card>
  );
}
