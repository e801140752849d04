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

/** "Name: value" rows, one a line: the access Linkwell has, each vendor's own rules, or each job and when it runs. */
function Rows({ items, spread = false }: { items: string[]; spread?: boolean }) {
  return (
    <span className={cn('grid gap-2', spread && 'flex h-full flex-col justify-between')}>
      {pairs(items).map(([name, value]) => (
        <span
          key={name}
          className="flex flex-wrap justify-between gap-x-4 rounded-lg bg-navy px-3 py-2.5 text-sm text-on-brand"
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
 * small box (outside review B: "tiny and unconvincing").
 */
function Phone({ items }: { items: string[] }) {
  return (
    <span className="mx-auto -mb-6 block w-60 rounded-t-[2rem] bg-navy px-2.5 pt-2.5 ring-1 ring-on-brand/20">
      <span className="mx-auto mb-2 block h-1.5 w-16 rounded-full bg-brand-deepest" />
      <span className="block rounded-t-3xl bg-brand-deepest px-3 pt-1 pb-5">
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
      return <Rows items={details} />;
    case 'shield':
    case 'calendar':
      return <Rows items={details} spread />;
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
            'flex flex-col justify-between gap-6 rounded-card bg-brand-deepest p-6 ring-1 ring-on-brand/10 sm:p-8',
            spans[index],
            // The tall cell keeps its rows under its text (pushed to its foot they left a gap between),
            // and the phone is cut by its cell's edge.
            index === 1 && 'justify-start',
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
          {/* The schedule's rows share out the height its row takes from the phone beside it, and the tall
              cell's its height, evenly between them rather than as one gap under its text (outside review). */}
          <div
            aria-hidden="true"
            className={item.icon === 'calendar' || item.icon === 'code' || index === 1 ? 'flex-1' : undefined}
          >
            {drawingFor(item)}
          </div>
        </li>
      ))}
    </ul>
  );
}
