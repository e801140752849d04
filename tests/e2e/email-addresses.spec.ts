import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './helpers/test';
import { sitemapRoutes } from './helpers/sitemap';

/**
 * The default local build (no NEXT_PUBLIC_*_EMAIL set) shows no reserved `.example` e-mail address:
 * outside reviews read `support@linkwell.example` on Contact, Privacy and the job pages as a
 * placeholder. Unset, each way to write leads to the form where the message arrives instead
 * (lib/site/mail-or-form.ts). The checkout pages and the header's Log in are other variables, not
 * e-mail, and out of this check.
 */
const exampleAddress = /[\w.+-]+@(?:[\w-]+\.)*example\b(?!\.)/i;

test('no page of the default build shows or links to a .example e-mail address, before or after hydration', async ({
  visitor: page,
}) => {
  test.setTimeout(240_000);
  const routes = sitemapRoutes();
  expect(routes).toEqual(expect.arrayContaining(['/contact', '/privacy', '/careers', '/application', '/security']));
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    const { text, hrefs } = await page.evaluate(() => ({
      text: document.body.innerText,
      hrefs: [...document.querySelectorAll('[href]')].map((element) => element.getAttribute('href') ?? ''),
    }));
    const shown = exampleAddress.exec(text)?.[0];
    if (shown) found.push(`${route}: shows ${shown}`);
    for (const href of hrefs) if (exampleAddress.test(href)) found.push(`${route}: links to ${href}`);
  }
  expect(found).toEqual([]);
});

test('nor does the HTML of any exported page, the notes shown without JavaScript included', () => {
  const out = path.join(process.cwd(), 'out');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_next') walk(file);
      } else if (entry.name.endsWith('.html')) {
        const html = fs.readFileSync(file, 'utf8');
        for (const match of html.matchAll(/(?:mailto:)?[\w.+-]+@(?:[\w-]+\.)*example\b(?!\.)/gi))
          found.push(`${path.relative(out, file)}: ${match[0]}`);
      }
    }
  };
  walk(out);
  expect(found).toEqual([]);
});

test('unset, each way to write leads to the form where the message arrives', async ({ visitor: page }) => {
  // Contact: the form beside the human support row is the way, so the row links nowhere (a link to the same
  // page's form read as a loop: outside review); no "Prefer email?" line under the hero.
  await page.goto('/contact');
  const channels = page.getByRole('complementary', { name: 'Other Ways to Reach Us' });
  await expect(channels.locator('li', { hasText: 'Human Support' }).getByRole('link')).toHaveCount(0);
  await expect(page.locator('[data-hero]')).not.toContainText('Prefer email?');
  // Privacy: the contact form, its subject named; no sentence left without its address.
  await page.goto('/privacy');
  const responsible = page.getByRole('article').locator('p', { hasText: 'is the controller' });
  await expect(responsible.getByRole('link', { name: 'contact form' })).toHaveAttribute(
    'href',
    '/contact#contact-form',
  );
  await expect(responsible).toContainText('choose the subject “Something else”.');
  await expect(page.getByRole('article')).not.toContainText('email our privacy team');
  // Careers: the closing band leads to the application form.
  await page.goto('/careers');
  const closing = page.getByRole('region', { name: "Don't See Your Role?" });
  await expect(closing).toContainText(
    'Apply for the role closest to yours and tell us in your note the work you want to do.',
  );
  await expect(closing.getByRole('link', { name: 'Apply with Your Resume' })).toHaveAttribute('href', '/application');
  // Security: the report goes through the contact page, with no Email button beside it.
  await page.goto('/security');
  const report = page.getByRole('region', { name: 'Report a Security Issue' });
  await expect(report.getByRole('link')).toHaveCount(1);
  await expect(report).not.toContainText(' or by email');
});
