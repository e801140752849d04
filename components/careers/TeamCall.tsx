import { Portrait } from '@/components/marketing/Portrait';
import { frameBarClass, frameClass } from '@/components/ui/DrawnWindow';
import { Icon } from '@/components/ui/Icon';
import type { CareersPage } from '@/lib/content/careers';
import type { AboutContent } from '@/lib/content/marketing';
import { cn } from '@/lib/util/cn';
import { clockHour, localHour } from '@/lib/site/team-zones';

type Member = AboutContent['team']['members'][number];

/**
 * Beside the careers title from 1024 px: the team of four on its weekly demo call, a tile each with their face,
 * name and the hour the call is where they live, and under them a link to the open roles (their count is the
 * glance's, beside it). The people a candidate would join, in the first view (a centred column of text with no one in it
 * read as sparse: outside reviews KKKK, LLLL); below 1024 px the roles come first instead (the phone's first
 * screen reaches Open Positions).
 */
export function TeamCall({ call, members }: { call: CareersPage['call']; members: Member[] }) {
  return (
    <figure aria-labelledby="team-call-title" className={frameClass}>
      <figcaption id="team-call-title" className={cn(frameBarClass, 'justify-between')}>
        <span className="flex items-center gap-2">
          <Icon name="monitor" className="size-4 text-brand-600" />
          {call.name}
        </span>
        <span className="font-medium text-ink-muted">
          {clockHour(call.hour)} {call.timeZone}
        </span>
      </figcaption>
      <div className="p-3">
        <ul className="grid grid-cols-2 gap-3">
          {members.map((member) => (
            <li key={member.name} className="rounded-lg bg-surface-muted p-1 ring-1 ring-line">
              <Portrait name={member.name} size="tile" />
              <p className="px-2 py-2 text-sm">
                <span className="block truncate font-semibold text-ink">{member.name}</span>
                <span className="block truncate text-xs text-ink-muted">
                  {clockHour(localHour(member.zone, call.hour))} in {member.city}
                </span>
              </p>
            </li>
          ))}
        </ul>
        {/* A tinted link under the four, not a dashed seat: dashed, it read as a placeholder or a drop zone (outside
            review VVVVV). */}
        <a
          href="#open-positions"
          className="mt-3 flex items-center justify-center gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm font-semibold text-brand-700 hover:border-brand-300"
        >
          <Icon name="users" className="size-4" />
          {call.seats}
        </a>
      </div>
    </figure>
  );
}
