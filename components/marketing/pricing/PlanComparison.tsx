import { Icon } from '@/components/ui/Icon';
import type { ComparisonValue, PlanComparison as Comparison } from '@/lib/content/plans';
import { cssString } from '@/lib/first-paint/native-choices';
import { cn } from '@/lib/util/cn';

/** From md each cell of the plan names' row sticks under the page's fixed header (below md the whole row does). */
const stuckFromMd =
  'md:sticky md:top-[var(--header-height)] md:z-10 md:bg-surface-raised md:shadow-[inset_0_-1px_0_var(--color-line)]';

/**
 * Below md each value names its plan above it (`.plan-table td::before`, app/globals.css): the
 * sticky names row only helps while it is on screen, and a long table seen whole (or printed) read
 * as bare ticks. The names come from plans.md, so the rules are written here; the empty alt text
 * keeps screen readers, which already hear the column header, from hearing the name twice.
 */
const planNameRules = (planNames: string[]) =>
  planNames
    .map((name, index) => `.plan-table td:nth-child(${index + 2})::before{content:${cssString(name)}/""}`)
    .join('');

/** "200 orders/month" may break after the slash in a phone's narrow column. */
const breakAfterSlashes = (value: string) =>
  value.split(/(?<=\/)/).flatMap((part, index) => (index > 0 ? [<wbr key={index} />, part] : [part]));

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
  return breakAfterSlashes(value);
}

/**
 * Every plan side by side: a real table (caption, column and row headers, a header row per group)
 * so screen readers announce the plan and the feature of each cell. Nothing in it scrolls on its
 * own: the page scrolls, and the plan names stay under the page's header while the table passes.
 * From md it is a table of five columns. Below md the four plans share the width and each feature's
 * name takes a line of its own above its four values, so a phone shows every plan at once with no
 * sideways scroll and no scroll box of its own. The roles are spelled out because the rows are
 * grids there, and a table laid out otherwise can lose its table semantics in some browsers.
 */
export function PlanComparison({ comparison }: { comparison: Comparison }) {
  // One column per plan (plans.md holds exactly four); a heading cell spans them all. Rows, row
  // headers and cells take their look from `.plan-table` (app/globals.css), not a class list each.
  return (
    <div
      className="relative overflow-clip rounded-card border border-line bg-surface-raised"
      data-testid="plan-comparison"
    >
      <style>{planNameRules(comparison.planNames)}</style>
      <table
        role="table"
        className="plan-table block w-full text-left text-sm md:table md:table-fixed md:border-collapse"
      >
        <caption className="sr-only">{comparison.caption}</caption>
        <thead
          role="rowgroup"
          className="sticky top-[var(--header-height)] z-20 block border-b border-line bg-surface-raised md:static md:table-header-group md:border-b-0"
        >
          <tr role="row">
            <td className={cn(stuckFromMd, 'hidden md:table-cell md:w-[30%]')} />
            {comparison.planNames.map((name) => (
              <th
                key={name}
                role="columnheader"
                scope="col"
                className={cn(stuckFromMd, 'px-1 py-3 text-center font-semibold text-ink md:p-4 md:text-base')}
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        {comparison.groups.map((group) => (
          <tbody key={group.title} role="rowgroup" className="block md:table-row-group">
            <tr role="row" className="bg-surface-muted">
              <th
                role="columnheader"
                scope="colgroup"
                colSpan={comparison.planNames.length + 1}
                className="col-span-full px-4 py-2.5 text-xs font-semibold tracking-wide text-ink-subtle uppercase"
              >
                {group.title}
              </th>
            </tr>
            {group.rows.map((feature) => (
              <tr key={feature.label} role="row">
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
    </div>
  );
}
