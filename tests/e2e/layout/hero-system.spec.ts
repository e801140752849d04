import { expect, test } from '../helpers/test';
import { sitemapRoutes } from '../helpers/sitemap';

/*
 * One hero system (issue 24): every page opens with a named variant of components/ui/Hero.tsx
 * (showcase, centered, detail, document), which holds the page's one h1, and nothing visible comes
 * before it. A documentation article is the exception: it opens in the docs' reading layout, its
 * title at the top of the article column beside the sidebar, as reference docs do.
 */
const isArticle = (route: string) => /^\/documentation\/[^/]+$/.test(route);

// The 404 page's two answers (a page, a vendor) open the same way.
const notFoundRoutes = ['/no-such-page', '/vendor-integrations/no-such-vendor'];

for (const route of [...sitemapRoutes().filter((route) => !isArticle(route)), ...notFoundRoutes]) {
  test(`${route}: opens with a named hero that holds the page's h1`, async ({ page }) => {
    await page.goto(route);
    const hero = page.locator('main [data-hero]').filter({ visible: true });
    await expect(hero).toHaveCount(1);
    expect(['showcase', 'centered', 'detail', 'document']).toContain(await hero.getAttribute('data-hero'));
    await expect(hero.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // The first visible words of the page's main content are the hero's.
    const firstTextInHero = await page.locator('main').evaluate((main) => {
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.textContent?.trim() || !parent || !parent.checkVisibility()) continue;
        return !!parent.closest('[data-hero]');
      }
      return false;
    });
    expect(firstTextInHero, 'text before the hero').toBe(true);
  });
}
