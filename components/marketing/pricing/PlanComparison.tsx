import { Icon } from '@/components/ui/Icon';
import { checkIcon } from '@/lib/brand/icons';
import type { ComparisonValue, PlanComparison as Comparison } from '@/lib/content/plans';
import { cn } from '@/lib/util/cn';

/** The plan-name row: pinned to the top of the scroll box below lg, under the fixed page header from lg. */
const stickyTop =
  'sticky top-0 bg-surface-raised p-4 shadow-[inset_0_-1px_0_var(--color-line)] lg:top-[var(--header-height)]';

function Cell({ value }: { value: ComparisonValue }) {
  if (value === true)
    return (
      <>
        <Icon icon={checkIcon} className="mx-auto size-5 text-success-700" />
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
  return <span className="text-ink tabular-nums">{value}</span>;
}

/**
 * Every plan side by side: a real table (caption, column and row headers, a header row per group)
 * so screen readers announce the plan and the feature of each cell. Below lg it scrolls inside its
 * own box, both ways, with the plan names pinned to the top and the feature column and group labels
 * pinned to the left, so a phone never shows a value without its plan and feature (issue 24). From
 * lg the table fits, the box stops scrolling, and the plan names stick under the page's header.
 */
export function PlanComparison({ comparison }: { comparison: Comparison }) {
  return (
    <div>
      <p className="mb-3 text-sm text-ink-muted lg:hidden" aria-hidden="true">
        Scroll sideways to see every plan →
      </p>
      {/* relative: the cells' screen-reader texts are positioned, and must stay inside this scroll box. */}
      <div
        className="relative max-h-[70svh] overflow-auto overscroll-x-contain rounded-card border border-line bg-surface-raised lg:max-h-none lg:overflow-visible"
        data-testid="plan-comparison"
        role="region"
        aria-label={comparison.caption}
        tabIndex={0}
      >
        <table className="w-full min-w-[38rem] border-collapse text-left text-sm">
          <caption className="sr-only">{comparison.caption}</caption>
          <thead>
            <tr>
              <td className={cn(stickyTop, 'left-0 z-30 w-36 rounded-tl-card sm:w-[30%]')} />
              {comparison.planNames.map((name) => (
                <th
                  key={name}
                  scope="col"
                  className={cn(
                    stickyTop,
                    'z-20 p-4 text-center text-base font-semibold text-ink last:rounded-tr-card',
                  )}
                >
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          {comparison.groups.map((group) => (
            <tbody key={group.title}>
              <tr className="bg-surface-muted">
                <th
                  scope="colgroup"
                  colSpan={comparison.planNames.length + 1}
                  className="px-4 py-2.5 text-xs font-semibold tracking-wide text-ink-subtle uppercase"
                >
                  {/* The cell spans the table, so the label itself sticks to the scroll box's left edge. */}
                  <span className="sticky left-4">{group.title}</span>
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.label} className="border-t border-line">
                  <th scope="row" className="sticky left-0 z-10 bg-surface-raised p-4 font-medium text-ink-muted">
                    {row.label}
                  </th>
                  {row.values.map((value, index) => (
                    <td key={comparison.planNames[index]} className="p-4 text-center">
                      <Cell value={value} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}
