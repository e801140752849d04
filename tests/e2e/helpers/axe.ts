import axe from 'axe-core';
import { expect, type Page } from '../helpers/test';

/** WCAG 2.2 A and AA. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The rules whose outcome depends on the colours alone: all that a change of theme can change. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

type Violation = Pick<axe.Result, 'id' | 'impact' | 'help'> & {
  nodes: Pick<axe.NodeResult, 'target' | 'failureSummary'>[];
};

/**
 * Runs axe on the page as it is now: a readable line per violation, with the nodes that break it.
 * Every WCAG 2.2 A/AA rule, or only `rules`; the whole page, or only what `include` selects.
 *
 * axe runs in the page itself, injected once per document: @axe-core/playwright injected it on
 * every call, and by default into each frame, finishing in a new blank page. Our pages have no
 * frames. tests/e2e/a11y/axe-helper.spec.ts holds that this still finds violations.
 */
export async function axeViolations(page: Page, include?: string, rules?: string[]) {
  // axe reads colours as they are now: let the transitions and finite animations under way end (a
  // theme switched live starts one per element, even under reduced motion's 0.01 ms). Time-driven ones only: a
  // scroll-driven one (a chip row's fade, VendorFilter) follows its scroll position and never finishes.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.timeline instanceof DocumentTimeline)
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: axe.RunOptions = {
    runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: axeTags },
    resultTypes: ['violations'],
  };
  const violations = await page.evaluate(
    async ({ include, options }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const { violations } = await axe.run(include ?? document, options);
      return violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      }));
    },
    { include, options },
  );
  return (violations as Violation[]).map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`,
  );
}

/** Runs axe on the page as it is now and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  expect(await axeViolations(page, include), `axe violations on ${page.url()}`).toEqual([]);
}
