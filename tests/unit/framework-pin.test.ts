/** @jest-environment node */
import pkg from '@/package.json';

/**
 * The post-build reads Next's and React's HTML (issue 53): the chunk tags' exact shape
 * (scripts/build/paint-first.mjs), the empty JSON-LD tags (scripts/build/structured-data.mjs), and
 * React 19 leaving the first-paint scripts it did not render alone (scripts/build/page-scripts.mjs).
 * Each step fails the build on a shape it does not know; pinning to a minor range keeps an install
 * from changing that shape under a lockfile refresh. Moving to a new minor is a deliberate change:
 * build, read the post-build's output, then widen this.
 */
describe('the framework the post-build reads', () => {
  it.each(['next', 'react', 'react-dom', 'eslint-config-next'] as const)('pins %s to one minor version', (name) => {
    const range =
      (pkg.dependencies as Record<string, string>)[name] ?? (pkg.devDependencies as Record<string, string>)[name];
    expect(range).toMatch(/^~\d+\.\d+\.\d+$/);
  });
});
