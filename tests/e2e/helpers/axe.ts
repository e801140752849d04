import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '../helpers/test';

/** WCAG 2.2 A and AA. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The rules whose outcome depends on the colours alone: all that a change of theme can change. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on the page as it is now: a readable line per violation, with the nodes that break it.
 * Every WCAG 2.2 A/AA rule, or only `rules`.
 */
export async function axeViolations(page: Page, include?: string, rules?: string[]) {
  let builder = rules ? new AxeBuilder({ page }).withRules(rules) : new AxeBuilder({ page }).withTags(axeTags);
  if (include) builder = builder.include(include);
  // axe.run in the page. The default runs axe per frame and finishes in a new blank page, injecting
  // axe three times: 34.9 s against 21.6 s for five routes of routes.spec.ts (27 November 2026). Our
  // pages have no frames, which is all that mode gives up; tests/e2e/a11y/axe-helper.spec.ts holds
  // that it still finds violations.
  builder = builder.setLegacyMode();
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`,
  );
}

/** Runs axe on the page as it is now and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  expect(await axeViolations(page, include), `axe violations on ${page.url()}`).toEqual([]);
}
