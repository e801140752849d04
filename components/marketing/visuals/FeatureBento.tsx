import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/util/cn';
import type { FeatureCard } from '@/lib/content/marketing';

type BentoItem = FeatureCard & { details?: string[] };

/**
 * The six extra features as a bento grid on a deep band: cells of different sizes, each with a
 * small picture of what it is about, in the dashboard's own words (decorative: the card's text says it). Three columns fill
 * exactly (2+1 / 1+1+tall / 1+2), two columns too (2 / 1+1 / 1+1 / 2). Its words at 14 px or more in
 * light ink, a short line an item and room round each cell (a dense grid of tiny text: outside review).
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
 * Packed under the card's words, 8 px apart; where the card's row is taller than they are (the tall Secure Data
 * cell, a cell beside the phone), each row grows as a tile round its centred words, rather than the rows being
 * spread with empty bands between them (outside review: "large empty gaps").
 */
function Rows({ items }: { items: string[] }) {
  return (
    <span className="flex h-full flex-col gap-2">
      {pairs(items).map(([name, value]) => (
        <span
          key={name}
          className="flex flex-1 flex-wrap content-center justify-between gap-x-4 rounded-lg bg-navy px-3 py-2.5 text-sm text-on-brand"
        >
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
 * A phone rising from the card's foot, showing the dashboard's status rows: a vendor's last sync, an
 * order, a health check. Cut by the card's edge, so it reads as a phone in a hand rather than a
 * small box (outside review B: "tiny and unconvincing"). It stands right under the card's words and takes the
 * height its row gives the card (pushed to the foot, it left a band under the words: outside review).
 */
function Phone({ items }: { items: string[] }) {
  return (
    <span className="mx-auto flex h-full w-60 flex-col rounded-t-[2rem] bg-navy px-2.5 pt-2.5 ring-1 ring-on-brand/20">
      <span className="mx-auto mb-2 block h-1.5 w-16 rounded-full bg-brand-deepest" />
      <span className="flex-1 rounded-t-3xl bg-brand-deepest px-3 pt-1 pb-5">
        {pairs(items).map(([name, status], index) => (
          <span
            key={name}
            className="mt-2 flex justify-between gap-3 rounded-xl bg-navy px-3 py-2 text-sm ring-1 ring-on-brand/10"
          >
            <span className="font-semibold text-white">{name}</span>
            <span className={index === items.length - 1 ? 'text-[#f5a524]' : 'text-on-brand'}>{status}</span>
          </span>
        ))}
      </span>
    </span>
  );
}

/**
 * A request and the API's answer, as a code panel that takes its cell's height under the words (two chips
 * pushed to the cell's foot left a tall empty gap above them beside a taller cell: outside review).
 */
function Code({ lines: [request, body, status, ...answer] }: { lines: string[] }) {
  return (
    <span className="block h-full rounded-lg bg-navy p-4 font-mono text-sm whitespace-pre-wrap text-on-brand ring-1 ring-on-brand/15">
      <span className="block font-semibold text-white">{request}</span>
      {body}
      <span className="mt-4 block font-semibold text-white">{status}</span>
      <span className="lg:hidden">{answer.join('\n')}</span>
    </span>
  );
}

function drawingFor(item: BentoItem): ReactNode {
  const details = item.details ?? [];
  switch (item.icon) {
    case 'code':
      return <Code lines={details} />;
    case 'mobile':
      return <Phone items={details} />;
    case 'chart':
      return <Stats items={details} />;
    case 'workflow':
    case 'shield':
    case 'calendar':
      return <Rows items={details} />;
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
            'flex flex-col gap-6 rounded-card bg-brand-deepest p-6 ring-1 ring-on-brand/10 sm:p-8',
            spans[index],
            // The phone is cut by its cell's edge.
            item.icon === 'mobile' && 'overflow-hidden',
          )}
        >
          <div>
            <h3 className="flex items-center gap-2 text-lg font-semibold text-white">
              <Icon name={item.icon} className="size-5 text-on-brand-muted" />
              {item.title}
            </h3>
            <p className="mt-3 text-base text-on-brand">{item.text}</p>
          </div>
          {/* Every picture right under its card's words, taking the height the card's row gives it (the rows'
              tiles, the code panel, the phone running on past the card's foot), so no band opens in a card:
              none between its words and its picture, none between its rows (outside review). */}
          <div
            aria-hidden="true"
            className={item.icon === 'chart' ? undefined : item.icon === 'mobile' ? '-mb-6 flex-1' : 'flex-1'}
          >
            {drawingFor(item)}
          </div>
        </li>
      ))}
    </ul>
  );
}
