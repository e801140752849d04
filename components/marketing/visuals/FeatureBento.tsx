import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/util/cn';
import type { FeatureCard } from '@/lib/content/marketing';

type BentoItem = FeatureCard & { details?: string[]; action?: string };

/**
 * The six extra features as a bento grid on a deep band: cells of different sizes, each with a
 * small picture of what it is about, in the dashboard's own words (decorative: the card's text says it). Three columns fill
 * exactly (2+tall phone / 1+1 / 1+2), two columns too (2 / 1+1 / 1+1 / 2). The phone is the tall cell, as a phone is
 * tall; every row list sits beside a picture that takes the row's height (the phone, the code), so rows keep their
 * natural height (a tall Secure Data cell stretched its four rows into half-empty boxes: outside review). Its words at
 * 14 px or more in light ink, a short line an item and room round each cell; its picture 16 px under its words (24 px
 * inside cells that hold a few rows read as cells holding very little: outside review).
 */
const spans = ['sm:col-span-2', 'lg:row-span-2', '', '', '', 'sm:col-span-2'];

function Chips({ items }: { items: string[] }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <span key={item} className="rounded-md bg-navy px-2 py-1 text-sm text-on-brand ring-1 ring-on-brand/15">
          {item}
        </span>
      ))}
    </span>
  );
}

/** "Label: value" pairs, as the dashboard lists them (content/marketing/features.md). */
const pairs = (items: string[]) => items.map((item) => item.split(/: (.*)/s) as [string, string]);

/**
 * "Name: value" rows, one a line: the access Linkwell has, each vendor's own rules, or each job and when it runs.
 * Packed under the card's words, 8 px apart, each at its natural height (grown to fill a tall cell, they read as
 * half-empty boxes: outside review).
 */
function Rows({ items, wide }: { items: string[]; wide?: boolean }) {
  return (
    // Scheduled Tasks' four rows two to a row from 1280 px, beside Custom Workflows' two (one under another, they
    // left a band at the foot of Custom Workflows), and below 1024 px, where the card is alone in its row: all four
    // on a phone in the height of two (two of four read as content quietly dropped, the page as long: outside review
    // BBBBBB). Each row its name over its value, in both cards: side by side, a long name broke one row onto two
    // beside one-line rows (Kuzco Lighting's, beside Nora's: outside review RRRR).
    <span className={cn('grid gap-2', wide && 'grid-cols-2 lg:grid-cols-1 xl:grid-cols-2')}>
      {pairs(items).map(([name, value]) => (
        <span key={name} className="flex flex-col rounded-lg bg-navy px-3 py-2.5 text-sm text-on-brand">
          <span className="font-semibold text-white">{name}</span>
          {value}
        </span>
      ))}
    </span>
  );
}

/** Sync Statistics, each count a figure over its label (bare labels read as unfinished, outside review). */
function Stats({ items }: { items: string[] }) {
  return (
    <span className="grid grid-cols-3 gap-2">
      {pairs(items).map(([label, count]) => (
        <span key={label} className="rounded-lg bg-navy px-3 py-2.5 text-sm text-on-brand">
          <span className="block text-2xl font-semibold text-white">{count}</span>
          {label}
        </span>
      ))}
    </span>
  );
}

/**
 * A phone showing the dashboard's status rows as the app lists them: a vendor's last sync, an order, a health
 * check, each under its icon with its status on a line of its own, and the app's tab bar at the screen's foot.
 * Drawn whole inside its card, as wide as the card allows up to 240 px (cut by the card's edge at 1024 px, it read
 * as a mistake: outside review), right under the card's words and as tall as the card's cell (five short rows at
 * the top of a tall screen left it half empty: outside review II).
 */
function Phone({ items, action }: { items: string[]; action?: string }) {
  return (
    <span className="mx-auto flex h-full max-w-60 flex-col rounded-[2rem] bg-navy p-2.5 ring-1 ring-on-brand/20">
      <span className="mx-auto mb-2 block h-1.5 w-16 rounded-full bg-brand-deepest" />
      <span className="flex flex-1 flex-col rounded-3xl bg-brand-deepest px-3 pt-1 pb-4">
        {/* Two rows where the phone is as tall as the card beside it (640 to 1023 px), all five on a phone, where it
            stands alone (two of five read as content quietly dropped: outside review BBBBBB), five and the dashboard's
            button where it is the tall cell, the rows spread down the screen (packed at its top, they left an empty
            band over the button: outside reviews TTTT, VVVV). */}
        <span className="flex flex-col gap-2 pt-2 lg:flex-1 lg:justify-between">
          {pairs(items).map(([name, status], index) => (
            <span
              key={name}
              className={cn(
                'items-center gap-3 rounded-xl bg-navy px-3 py-2 text-sm ring-1 ring-on-brand/10',
                index < 2 ? 'flex' : 'flex sm:hidden lg:flex',
              )}
            >
              <Icon name={name.startsWith('Order') ? 'orders' : 'store'} className="size-5 text-on-brand-muted" />
              <span>
                <span className="block font-semibold text-white">{name}</span>
                <span className={status.endsWith('failing') ? 'text-[#f5a524]' : 'text-on-brand'}>{status}</span>
              </span>
            </span>
          ))}
        </span>
        <span className="mt-3 hidden rounded-lg bg-brand-600 py-2 text-center text-sm font-semibold text-white lg:block">
          {action}
        </span>
        <span className="mt-auto flex justify-between border-t border-white/10 px-6 pt-3 text-on-brand-muted lg:mt-3">
          {(['store', 'orders', 'chart'] as const).map((icon) => (
            <Icon key={icon} name={icon} className={cn('size-5', icon === 'store' && 'text-white')} />
          ))}
        </span>
      </span>
    </span>
  );
}

/**
 * A request and the API's answer, as a code panel that takes its cell's height under the words (two chips
 * pushed to the cell's foot left a tall empty gap above them beside a taller cell: outside review). The answer's
 * body from 1024 px, where the panel stands beside Secure Data's four rows (without it, "200 OK" sat over an empty
 * box: outside review DDD2), a key a line so each stays whole at 14 px. Below, beside Custom Workflows'
 * two rows, it would set the row's height.
 */
function Code({ lines: [request, body, status, ...answer] }: { lines: string[] }) {
  return (
    <span className="block h-full rounded-lg bg-navy p-4 font-mono text-sm whitespace-pre-wrap text-on-brand ring-1 ring-on-brand/15">
      <span className="block font-semibold text-white">{request}</span>
      {body}
      <span className="mt-4 block font-semibold text-white">{status}</span>
      <span className="hidden lg:block" data-api-answer>
        {/* A line longer than the narrowest cell holds whole (24 characters at 1024 px) from 1280 px, where the
            cell is wider: the answer then fills the panel (with two keys it sat over an empty box: outside review VVVV). */}
        {answer.map((line) =>
          line.length > 24 ? (
            <span key={line} className="hidden xl:block">
              {line}
            </span>
          ) : (
            `${line}\n`
          ),
        )}
      </span>
    </span>
  );
}

function drawingFor(item: BentoItem): ReactNode {
  const details = item.details ?? [];
  switch (item.icon) {
    case 'code':
      return <Code lines={details} />;
    case 'mobile':
      return <Phone items={details} action={item.action} />;
    case 'chart':
      return <Stats items={details} />;
    case 'workflow':
    case 'shield':
    case 'calendar':
      return <Rows items={details} wide={item.icon === 'calendar'} />;
    default:
      return <Chips items={details} />;
  }
}

export function FeatureBento({ items }: { items: BentoItem[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <li
          key={item.title}
          className={cn(
            'flex flex-col gap-4 rounded-card bg-brand-deepest p-6 ring-1 ring-on-brand/10 sm:p-8',
            spans[index],
          )}
        >
          <div>
            <h3 className="flex items-center gap-2 text-lg font-semibold text-white">
              <Icon name={item.icon} className="size-5 text-on-brand-muted" />
              {item.title}
            </h3>
            <p className="mt-2 text-base text-on-brand">{item.text}</p>
          </div>
          {/* Every picture right under its card's words; the code panel and the phone take the height the card's
              row gives them, so no band opens in a card (outside review). */}
          {/* Every card with its picture at every width: without the phone and the schedule below 640 px, two cards
              of six read as plain text (outside reviews OOOO, PPPP, QQQQ); the phone shows two rows there and the
              schedule two jobs, so the page stays about 10,100 px at 375 (10,100 read as very long: outside review TT;
              with the figures alone the toolkit read as plain text cards: IIII). */}
          <div aria-hidden="true" data-mockup className="flex-1">
            {drawingFor(item)}
          </div>
        </li>
      ))}
    </ul>
  );
}
