import { ArrowLink } from '@/components/ui/ArrowLink';
import type { AboutContent } from '@/lib/content/marketing';
import { clockHour, zoneFacts, type TeamZone } from '@/lib/site/team-zones';

type Member = AboutContent['team']['members'][number];
type Day = { zone: TeamZone; start: number; end: number };

/**
 * The team's day across its four time zones on one Eastern-time axis: per zone, its usual hours and
 * who works from where (the words; the faces are the hiring managers' above, once on the page: the same
 * four here too read as repetition, outside review), and a bar of that day whose solid part is the core
 * hours every zone shares (the drawing, decorative). Bars are placed by inline percentages of the axis, so no
 * CSS is written per bar.
 */
export function WorkdayZones({
  days,
  members,
  axis,
  core,
  coreHours,
  teamLink,
}: {
  days: Day[];
  members: Member[];
  axis: string;
  core: string;
  /** The shared hours, in Eastern time. */
  coreHours: [number, number];
  /** Beside the caption: the way to the people on the rows. */
  teamLink: { label: string; href: string };
}) {
  const eastern = days.map((day) => ({
    ...day,
    from: day.start + zoneFacts[day.zone].behind,
    to: day.end + zoneFacts[day.zone].behind,
  }));
  const first = Math.min(...eastern.map((day) => day.from));
  const last = Math.max(...eastern.map((day) => day.to));
  const at = (hour: number) => ((hour - first) / (last - first)) * 100;
  const span = (from: number, to: number) => ({ left: `${at(from)}%`, width: `${at(to) - at(from)}%` });
  // A notch at every hour mark across each bar, so a bar far from the axis (on a phone) keeps its scale.
  const hourLines = {
    backgroundImage: `repeating-linear-gradient(90deg, var(--color-surface-raised) 0 2px, transparent 2px ${at(first + 2)}%)`,
  };
  const ticks = Array.from({ length: Math.floor((last - first) / 2) + 1 }, (_, index) => first + index * 2);
  // On a phone every fourth hour and the ends, none within four hours of the last (six marks crowded 375 px: outside review).
  const onPhone = (hour: number) =>
    hour === first || hour === ticks.at(-1) || ((hour - first) % 4 === 0 && ticks.at(-1)! - hour >= 4);
  return (
    <figure className="rounded-card border border-line bg-surface-raised p-5 shadow-sm sm:p-7">
      {/* The axis: hour marks over the bars at every width; on a phone, above the first row's words. */}
      <div aria-hidden="true" className="mb-4 grid gap-x-6 gap-y-1 text-sm text-ink-muted lg:grid-cols-[16rem_1fr]">
        <p className="font-semibold text-ink">{axis}</p>
        <p className="relative h-5">
          {ticks.map((hour) => (
            // Centred on its hour, but the first and last marks end at the bars' edges: centred, they
            // overhung the card on a phone (an outside review).
            <span
              key={hour}
              className={onPhone(hour) ? 'absolute whitespace-nowrap' : 'absolute whitespace-nowrap max-sm:hidden'}
              style={{
                left: `${at(hour)}%`,
                transform: `translateX(${hour === first ? 0 : hour === ticks.at(-1) ? -100 : -50}%)`,
              }}
            >
              {clockHour(hour)}
            </span>
          ))}
        </p>
      </div>
      <ul className="grid gap-5">
        {eastern.map((day) => {
          const people = members.filter((member) => member.zone === day.zone);
          return (
            <li key={day.zone} className="grid gap-x-6 gap-y-2 lg:grid-cols-[16rem_1fr] lg:items-center">
              <div className="min-w-0 text-sm">
                <p className="text-base font-semibold text-ink">
                  {`${day.zone} `}
                  {/* One string: pieces of text apart cost a marker each between them in the page's HTML. */}
                  <span className="font-normal text-ink-muted">
                    {`${clockHour(day.start)}–${clockHour(day.end)} ${zoneFacts[day.zone].short}`}
                  </span>
                </p>
                <p className="text-ink-muted">
                  {people.map((member) => `${member.name.split(' ')[0]}, ${member.location}`).join('; ')}
                </p>
              </div>
              {/* 32 px tall by its padding (no height utility of that size in the site's CSS). */}
              <div aria-hidden="true" className="relative rounded-lg bg-surface-muted py-4 ring-1 ring-line">
                {/* The day pale, the core hours in the brand's fill, the stronger of the two in both themes (brand-700 is
                    the dark theme's light text blue: there the core read paler than the day, inverted: outside review HHHH). */}
                <span className="absolute inset-y-0 rounded-lg bg-brand-200" style={span(day.from, day.to)} />
                <span className="absolute inset-y-0 bg-brand-600" style={span(coreHours[0], coreHours[1])} />
                <span className="absolute inset-0" style={hourLines} />
              </div>
            </li>
          );
        })}
      </ul>
      <figcaption className="mt-6 flex flex-wrap items-center justify-between gap-x-6 gap-y-2 border-t border-line pt-4 text-ink">
        <span className="flex items-center gap-2.5">
          <span aria-hidden="true" className="size-4 shrink-0 rounded bg-brand-600" />
          {core}
        </span>
        <ArrowLink href={teamLink.href}>{teamLink.label}</ArrowLink>
      </figcaption>
    </figure>
  );
}
