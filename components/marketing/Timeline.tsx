import { keepRangesWhole } from '@/components/ui/WholeRanges';
import { cn } from '@/lib/util/cn';
import { belowLg, fromMd, fromXl } from '@/lib/util/media';

/**
 * A rail run across (About's years, from 1280 px): each year set large, as the moment's mark, and its line at
 * a reading size (14 px grey years and lines read as a template's footnotes: outside review JJJ). The page's
 * own rule, so the shared CSS carries none of it.
 */
const railAcrossRule = `${fromXl}{[data-rail] time{display:block;font-size:1.75rem;line-height:2.25rem;font-weight:700;letter-spacing:-.02em}[data-rail] h3{margin-top:.25rem;font-size:1.0625rem}[data-rail] li>p:last-child{font-size:.9375rem}}`;

/**
 * In rows (from 768 px), the space between moments is inside each one, so its rule runs on to the next moment's dot:
 * one line along a row (a rule per column, broken by the gaps, read as dots that do not connect: outside review
 * MMMM). The page's own rule, as the shared CSS has no room.
 */
const rowsRule = `${fromMd}{[data-rows]>li{padding-right:2.5rem}}`;

/**
 * Three moments (How It Works' first week) one under another below 1024 px: the default line down from each dot to
 * the next instead of a rule across each (three rules ending at the screen's edge read as lines to nowhere: outside
 * review OOOOO). The page's own rule, after the rows' one, which it overrides there.
 */
const threeDownRule = `${belowLg}{[data-three]>li{border:0;padding:0 0 0 2.25rem}[data-three]>li:not(:last-child)::before{content:"";position:absolute;top:1.5rem;bottom:-1.75rem;left:7px;width:1px;background:var(--color-line)}[data-three]>li>span{top:.25rem;transform:none}}`;

/** One moment on a timeline: when (a year, "Day 2"), what happened, and what it meant. */
export type TimelineItem = {
  when: string;
  /** A machine-readable date for `when` (About's years); without one, `when` is plain text ("First minute"). */
  dateTime?: string;
  title: string;
  text: string;
};

/**
 * Moments on a line, in order: About's company story by year, How It Works' first week by hour, a
 * case study's rollout by week. An
 * ordered list, so a screen reader announces how many there are; the dots and the line are
 * decoration, every dot alike on every page: a page is static, so no moment is "now" (a last dot
 * filled apart from the others read as a current step on About's 2026 and Custom Integrations' last
 * step, and as a rendering fault on How It Works: outside reviews).
 * - default: one column, a line from each dot down to the next (About's story column);
 * - `across`: the full section width, each moment under a rule with its dot on it, in rows that
 *   always fill: an even number two by two from 768 px and three (six) or four across from 1024, three
 *   (How It Works' first week) one under another, then one row from 1024; any other
 *   odd number (a case study's five steps) keeps the default line down the left in one reading
 *   column at every width (three columns left the fifth step alone on a row, and five across at 1440
 *   set long steps in narrow columns of ragged heights with two-line headings: outside reviews);
 * - `rail`: short moments (About's years), the default line with each year beside its title, then
 *   one row from 1280 px (five across at 768 set each year in a 130 px column, four words a line:
 *   outside review; at 1024, 140 px columns wrapped most titles).
 */
export function Timeline({
  label,
  items,
  across = false,
  rail = false,
}: {
  label: string;
  items: TimelineItem[];
  across?: boolean;
  rail?: boolean;
}) {
  // Across with an odd number other than three: the default line, in a reading column (see above).
  const three = across && items.length === 3;
  const rows = across && (three || items.length % 2 === 0);
  const odd = across && !rows;
  return (
    <>
      {rail && <style>{railAcrossRule}</style>}
      {rows && <style>{rowsRule}</style>}
      {three && <style>{threeDownRule}</style>}
      <ol
        aria-label={label}
        data-rail={rail || undefined}
        data-rows={rows || undefined}
        data-three={three || undefined}
        className={cn(
          !across && !rail && 'space-y-6',
          rail && 'grid gap-5 xl:auto-cols-fr xl:grid-flow-col xl:gap-x-6',
          rows && 'grid gap-y-8',
          rows && !three && 'md:grid-cols-2',
          rows && (items.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'),
          odd && 'grid max-w-3xl gap-6',
        )}
      >
        {items.map((item) => (
          <li
            key={item.when + item.title}
            className={cn(
              'relative',
              rows
                ? 'border-t border-line pt-5'
                : // The line runs from each dot down to the next one, and stops at the last.
                  'pl-9 not-last:before:absolute not-last:before:top-6 not-last:before:-bottom-5 not-last:before:left-[7px] not-last:before:w-px not-last:before:bg-line',
              rail && 'border-line xl:border-t xl:pt-5 xl:pl-0 xl:before:hidden',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'absolute left-0 size-[15px] rounded-full bg-brand-600 ring-4 ring-brand-100',
                rows ? 'top-0 -translate-y-1/2' : 'top-1',
                // On the rule, centred on it (half the dot's 15 px above).
                rail && 'xl:-top-2',
              )}
            />
            {/* On a rail, the year beside the title until the rail runs across (one line fewer a moment). */}
            <p
              className={cn('text-sm font-semibold text-brand-700', rail && 'float-left mr-2 leading-6 xl:float-none')}
            >
              {item.dateTime ? <time dateTime={item.dateTime}>{item.when}</time> : keepRangesWhole(item.when)}
            </p>
            <h3 className={cn('font-semibold text-ink', !rail && 'mt-0.5', across && 'text-lg text-balance')}>
              {item.title}
            </h3>
            {/* Across a section, the moments are the section's body text: full size (at 14 px grey they read as footnotes). */}
            <p className={cn('mt-1 text-ink-muted', across ? 'leading-7' : 'text-sm leading-6')}>
              {keepRangesWhole(item.text)}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
