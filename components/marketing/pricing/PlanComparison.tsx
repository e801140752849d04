import { ArrowLink } from '@/components/ui/ArrowLink';
import { ButtonLink, buttonClasses } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { SlashBreaks } from '@/components/ui/SlashBreaks';
import type { ComparisonValue, PlanComparison as Comparison } from '@/lib/content/plans';
import {
  BILLED,
  BILLING_PERIODS,
  BILLING_PERIOD_ATTRIBUTE,
  formatPrice,
  type BillingPeriod,
} from '@/lib/product/pricing';
import { cn } from '@/lib/util/cn';
import { PlanCheckoutLink } from './BillingPeriod';
import { belowMd, fromMd, fromXl, mdToLg, mdToXl } from '@/lib/util/media';

/** The table's price row, said once in its corner: "Per month, billed annually". */
const perMonthBilled = Object.fromEntries(
  BILLING_PERIODS.map((period) => [period, `Per month, ${BILLED[period].toLowerCase()}`]),
) as Record<(typeof BILLING_PERIODS)[number], string>;

/** From md (the row is hidden below) each cell of the plan names' row sticks under the page's fixed header. */
const stuck =
  'md:sticky md:top-[var(--header-height)] md:z-10 md:bg-surface-raised md:shadow-[inset_0_-1px_0_var(--color-line)]';

/** The phone's plan switch: a radio group named so, one value a plan (its column's index). */
const PICK_NAME = 'plan';

/**
 * Below md the table shows one plan's column at a time, chosen with the switch above it (radios, so
 * the choice works before hydration and with JavaScript off): each row reads as a feature and its
 * value, with the plan named once, in the switch that stays under the page's header. From md the
 * switch is gone and every plan stands side by side. The rules that hide the other plans are
 * written here from the plans' count (the switch's look is `.plan-pick`, app/globals.css).
 */
const pickRules = (planCount: number) =>
  `${belowMd}{` +
  Array.from(
    { length: planCount },
    (_, index) => `.plan-pick:has([value="${index}"]:checked)~table td:not(:nth-child(${index + 2})){display:none}`,
  ).join('') +
  '}' +
  tabletColumns;

/**
 * From 768 to 1279 px the features' column at 24%, not a third, and the plans' cells 6 px from their edges,
 * not 16: at 768 px "1,000 products" and "Unlimited stores" broke onto two and three lines and "Enterprise" touched
 * the table's edge (outside review CCC), and at 1024 px "200 orders/ month" broke at its slash (review LLL). In the
 * page's own style, as the phone's rules are.
 */
const tabletColumns =
  `${mdToXl}{.plan-table thead td:first-child{width:24%}` +
  '.plan-table :is(th[scope=col],td[role=cell]){padding-inline:.375rem}}' +
  // Below 1024 px the plans' values at 13 px, the features' column at 22% and the last column 12 px from the card's
  // edge: at 768 px "1,000 orders/ month" broke at its slash and "Unlimited products" touched the edge (outside review BBBB).
  `${mdToLg}{.plan-table thead td:first-child{width:22%}.plan-table td[role=cell]{font-size:.8125rem}` +
  '.plan-table :is(th[scope=col],td[role=cell]):last-child{padding-right:.75rem}}';

/** A plan's way to start, as its card has it: checkout in the period the toggle shows, or one page (Enterprise's). */
export type PlanAction = {
  label: string;
  href: Record<BillingPeriod, string> | string;
  primary: boolean;
  /** The plan it starts, said to a screen reader after the label (every priced plan's label is the same). */
  plan: string;
};

/**
 * Under a plan's name and price in the stuck header, from 1024 px: its card's button, so a visitor who has read down
 * the table starts the plan there, not back at the cards (outside review GGGG). Both periods' checkout links, as the
 * card carries them: the toggle's rules show the chosen one's (before hydration too).
 */
function HeaderAction({ action: { label, href, primary, plan } }: { action: PlanAction }) {
  return (
    <div className="mt-3 hidden lg:block">
      {typeof href === 'string' ? (
        <ButtonLink href={href} size="sm" variant="secondary" className="w-full">
          {label}
        </ButtonLink>
      ) : (
        // The cards' own checkout link: the period the toggle shows (the page's BillingPeriodProvider holds it).
        <PlanCheckoutLink
          links={href}
          className={buttonClasses({ size: 'sm', variant: primary ? 'primary' : 'secondary', className: 'w-full' })}
        >
          {label}
          <span className="sr-only"> on {plan}</span>
        </PlanCheckoutLink>
      )}
    </div>
  );
}

/**
 * The features' column's share of the table's width from 1280 px (its first cell's md:w-[34%]); the plans share the
 * rest. Below 1280 px the plans' buttons need more and the column takes 22-24%, so the share holds from xl only.
 */
const FEATURES_SHARE = 34;

/**
 * From md, where every plan stands side by side, the card marked Most popular keeps its mark down the table: its
 * column on the brand's tint, a brand line over its name (the table dropped the emphasis the cards give Plus:
 * outside review HHHH), the tint drawn on through each group's heading row, which spans the table (there the band
 * broke at every group: outside review AAAAA) from 1280 px, where the columns' shares are known (below, drawn at
 * 34% it sat 60 px right of the column). `index` counts the plans; the features' column comes first.
 */
const highlightRule = (index: number, plans: number) => {
  const share = (100 - FEATURES_SHARE) / plans;
  const [from, to] = [FEATURES_SHARE + share * index, FEATURES_SHARE + share * (index + 1)];
  const tint = 'var(--color-brand-50)';
  return (
    `${fromMd}{.plan-table tr>:nth-child(${index + 2}){background-color:${tint}}` +
    `.plan-table thead th:nth-child(${index + 2}){box-shadow:inset 0 3px 0 var(--color-brand-500),inset 0 -1px 0 var(--color-line)}}` +
    `${fromXl}{.plan-table th[scope=colgroup]{background-image:linear-gradient(90deg,#0000 ${from}%,${tint} ${from}% ${to}%,#0000 ${to}%)}}`
  );
};

function Cell({ value }: { value: ComparisonValue }) {
  if (value === true)
    return (
      <>
        <Icon name="check" className="mx-auto size-5 text-success-700" />
        <span className="sr-only">Included</span>
      </>
    );
  if (value === false)
    return (
      <>
        <span aria-hidden="true" className="text-ink-subtle">
          —
        </span>
        <span className="sr-only">Not included</span>
      </>
    );
  if (typeof value === 'string') return <SlashBreaks text={value} />;
  // A fee with no list price: its value in the cell's own ink, and where to get it in the note under the table.
  return value.text;
}

/**
 * Every plan side by side: a real table (caption, column and row headers, a header row per group)
 * so screen readers announce the plan and the feature of each cell. Nothing in it scrolls on its
 * own: the page scrolls, and the plan names stay under the page's header while the table passes.
 * Below md a switch picks the one plan shown (see `pickRules`). The roles are spelled out because
 * the rows are grids there, and a table laid out otherwise can lose its table semantics in some browsers.
 */
export function PlanComparison({
  comparison,
  labels,
  actions,
  highlight,
}: {
  comparison: Comparison;
  /** The plan cards' word for a custom-priced plan's price. */
  labels: { customPrice: string };
  /** Each plan's button, in the plans' order (the cards'). */
  actions?: PlanAction[];
  /** The plan the cards mark Most popular, by its place among the plans. */
  highlight?: number;
}) {
  const notes = comparison.groups.flatMap((group) =>
    group.rows.flatMap((row) => row.values.filter((value) => typeof value === 'object')),
  );
  // One column per plan (plans.md holds exactly four); a heading cell spans them all. Rows, row
  // headers and cells take their look from `.plan-table` (app/globals.css), not a class list each.
  return (
    <div
      className="relative overflow-clip rounded-card border border-line bg-surface-raised"
      data-testid="plan-comparison"
    >
      <style>
        {pickRules(comparison.planNames.length) +
          (highlight === undefined || highlight < 0 ? '' : highlightRule(highlight, comparison.planNames.length))}
      </style>
      <fieldset className="plan-pick">
        <legend className="sr-only">{comparison.pickLegend}</legend>
        {comparison.planNames.map((name, index) => (
          <label key={name} className="choice">
            <input
              type="radio"
              name={PICK_NAME}
              value={index}
              defaultChecked={index === comparison.firstShown || undefined}
              className="sr-only"
            />
            {name}
          </label>
        ))}
      </fieldset>
      <table
        role="table"
        className="plan-table block w-full text-left text-sm md:table md:table-fixed md:border-collapse xl:text-base"
      >
        <caption className="sr-only">{comparison.caption}</caption>
        <thead role="rowgroup" className="hidden md:table-header-group">
          <tr role="row">
            {/* A third for the features, so their names keep to one line where the table reads at 16 px (1280 px). */}
            {/* What the prices under the plans' names are (a bare "$89/month" did not say it was the annual rate:
                outside review WWW), in the period the toggle shows. */}
            <td className={cn(stuck, 'md:table-cell md:w-[34%] md:p-4')}>
              {BILLING_PERIODS.map((period) => (
                <span key={period} className="block text-sm text-ink-muted" {...{ [BILLING_PERIOD_ATTRIBUTE]: period }}>
                  {perMonthBilled[period]}
                </span>
              ))}
            </td>
            {comparison.planNames.map((name, index) => {
              const price = comparison.prices[index];
              // The plan's price under its name, in the period the page's toggle shows (its CSS hides the other),
              // so name and price stay in view while the table passes (outside review); decoration to a screen
              // reader, which hears each column by its plan.
              return (
                <th
                  key={name}
                  role="columnheader"
                  scope="col"
                  // Named by the plan alone: each cell is announced under it, not under its button's words too.
                  aria-label={name}
                  className={cn(stuck, 'px-1 py-3 text-center font-semibold text-ink md:p-4 md:text-base')}
                >
                  <span className="block">{name}</span>
                  {price ? (
                    BILLING_PERIODS.map((period) => (
                      <span
                        key={period}
                        aria-hidden="true"
                        className="block text-sm font-normal text-ink-muted tabular-nums"
                        {...{ [BILLING_PERIOD_ATTRIBUTE]: period }}
                      >
                        {formatPrice(price[period])}/month
                      </span>
                    ))
                  ) : (
                    <span aria-hidden="true" className="block text-sm font-normal text-ink-muted">
                      {labels.customPrice}
                    </span>
                  )}
                  {actions?.[index] && <HeaderAction action={actions[index]} />}
                </th>
              );
            })}
          </tr>
        </thead>
        {comparison.groups.map((group) => (
          <tbody key={group.title} role="rowgroup" className="block md:table-row-group">
            <tr role="row" className="bg-surface-muted">
              <th
                role="columnheader"
                scope="colgroup"
                colSpan={comparison.planNames.length + 1}
                className="col-span-full px-4 py-2.5 text-xs font-semibold tracking-wide text-ink-muted uppercase"
              >
                {group.title}
              </th>
            </tr>
            {group.rows.map((feature, row) => (
              // Index keys: static rows, and a label key is sent a second time in the page's payload (HTML budget).
              <tr key={row} role="row">
                <th role="rowheader" scope="row">
                  {feature.label}
                </th>
                {feature.values.map((value, index) => (
                  <td key={comparison.planNames[index]} role="cell">
                    <Cell value={value} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      {notes.map(({ note, link }) => (
        <p key={note} className="border-t border-line px-4 py-3 text-sm text-ink-muted">
          {note} <ArrowLink href={link.href}>{link.label}</ArrowLink>
        </p>
      ))}
    </div>
  );
}
