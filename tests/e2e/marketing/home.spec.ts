import { expect, test } from '../helpers/test';
import { expectNoAxeViolations } from '../helpers/axe';

/** The spec's live vendors (section 3), in the directory's order, with the slugs of their pages. */
const liveVendors = [
  { name: 'Nora', slug: 'nora' },
  { name: 'Oxygen Lighting', slug: 'oxygen' },
  { name: 'Quorum International', slug: 'quorum' },
  { name: 'Cyan Design', slug: 'cyan' },
  { name: 'Kuzco Lighting', slug: 'kuzco' },
  { name: 'Crystorama', slug: 'crystorama' },
  { name: 'Amazon MCF', slug: 'amazon' },
  { name: 'Shopify', slug: 'shopify' },
  { name: 'Entrenue', slug: 'entrenue' },
  { name: 'Holiday Products', slug: 'holiday' },
  { name: "Honey's Place", slug: 'honey' },
  { name: 'Williams Trading Co', slug: 'williams' },
];

test.describe('home page', () => {
  test('hero with Get Started and See How It Works and a vector dashboard preview', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText("Automate your store's vendor operations");
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/pricing');
    await expect(main.getByRole('link', { name: 'See How It Works' })).toHaveAttribute('href', '/how-it-works');
    await expect(main.getByRole('img', { name: /Preview of the Linkwell dashboard/ })).toBeVisible();
    await expect(main.locator('img, picture')).toHaveCount(0);
  });

  test("the hero scene shows and names the dashboard parts the documentation describes, with the spec's numbers", async ({
    page,
  }) => {
    await page.goto('/');
    const scene = page.getByRole('img', { name: /^Preview of the Linkwell dashboard/ });
    const parts = ['Shopify Settings', 'Add Vendor(s)', 'My Vendors', 'Sync Products', 'Last Sync Data', 'Health'];
    const label = (await scene.getAttribute('aria-label')) ?? '';
    for (const part of parts) expect(label, `the scene's name mentions ${part}`).toContain(part);
    // What the eye sees is what the name says: the labels are on screen, not only in the name.
    for (const part of [...parts, 'Sync Statistics', 'Quantity Delta', 'Sent to your store', 'Orders & Fulfillment'])
      await expect(scene.getByText(part, { exact: true }).filter({ visible: true }).first()).toBeVisible();
    expect(label).toContain('Nora has 10 in stock, Quantity Delta holds back 3, and 7 is sent to your store');
    expect(label).toContain('routed to Quorum International by its location, shipped, marked Complete');
    await expect(scene.getByText('Vendor quantity').locator('xpath=following-sibling::p[1]')).toHaveText('10');
    await expect(scene.getByText('Sent to your store').locator('xpath=following-sibling::p[1]')).toHaveText('7');
    await expect(scene.getByText('Tracking pushed back')).toBeVisible();
    // One image to assistive technology, with a visible caption beside it.
    await expect(page.getByRole('figure').filter({ has: scene })).toContainText('Sample data');
    const figure = await page.getByRole('figure').filter({ has: scene }).ariaSnapshot();
    expect(figure).not.toContain('Healthy');
    expect(figure).not.toContain('1,284');
  });

  test('the works-with strip lists the live vendors, each linking to its page', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Works with these vendors today' });
    const links = strip.getByRole('listitem').getByRole('link');
    await expect(links).toHaveCount(liveVendors.length);
    for (const [index, vendor] of liveVendors.entries())
      await expect(links.nth(index)).toHaveAccessibleName(vendor.name);
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual(
      liveVendors.map((vendor) => `/vendor-integrations/${vendor.slug}`),
    );
    for (const notLive of ['James+James', 'Parts Unlimited', 'WheelPros', 'Medline', 'McKesson'])
      await expect(strip).not.toContainText(notLive);
    await expect(strip.getByRole('link', { name: 'See all vendor integrations' })).toHaveAttribute(
      'href',
      '/vendor-integrations',
    );
    await links.filter({ hasText: 'Kuzco Lighting' }).click();
    await expect(page).toHaveURL(/\/vendor-integrations\/kuzco$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kuzco Lighting');
  });

  test('one features section: the four highlights, each heading the features that deliver it (eight in all)', async ({
    page,
  }) => {
    await page.goto('/');
    const highlights = page.locator('#features').getByRole('list', { name: 'Highlights' });
    await expect(highlights.getByRole('heading', { level: 3 })).toHaveText([
      'Real-time Sync',
      'Order Automation',
      'Save 20+ Hours Weekly',
      'Detailed Analytics',
    ]);
    await expect(highlights.getByRole('heading', { level: 4 })).toHaveCount(8);
    const orderAutomation = highlights
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'Order Automation' }) });
    await expect(orderAutomation.getByRole('heading', { level: 4 })).toHaveText(['Order Routing', 'Tracking Sync']);
    // The hero no longer repeats them as a second grid, and the section says "20+ hours" only in its title.
    await expect(page.getByRole('list', { name: 'Highlights' })).toHaveCount(1);
    await expect(page.locator('#features')).not.toContainText('20+ hours');
    await expect(page.locator('#features')).toContainText('Save 20+ Hours Weekly');
  });

  test('three 5-star testimonials and the results band', async ({ page }) => {
    await page.goto('/');
    const testimonials = page.getByTestId('testimonial');
    await expect(testimonials).toHaveCount(3);
    for (const testimonial of await testimonials.all()) {
      await expect(testimonial.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
      await expect(testimonial.locator('blockquote')).not.toBeEmpty();
      await expect(testimonial.locator('figcaption')).toContainText(',');
      // Signed with the company's tile (its own mark), not a stand-in glyph for a missing photo.
      await expect(testimonial.locator('figcaption [data-identity="company"]')).toBeVisible();
      await expect(testimonial.locator('[data-identity="person"]')).toHaveCount(0);
    }
    await expect(testimonials.first().locator('figcaption [data-identity="company"]')).toHaveText('FF');
    const stats = page.locator('#results').getByTestId('stat');
    await expect(stats.locator('dt')).toHaveText(['85%', '92%', '20+ hours']);
    await expect(stats.locator('dd:not([data-testid])')).toHaveText([
      'less manual data entry',
      'fewer inventory discrepancies',
      'saved per week',
    ]);
    // Each figure names the customer who measured it, with a link to their story.
    const sources = stats.getByTestId('stat-source').getByRole('link');
    await expect(sources).toHaveText(['FixtureFarm case study', 'Evertail case study', 'Condomania case study']);
    await expect(sources.nth(1)).toHaveAttribute('href', '/case-studies/evertail');
  });

  test('FAQ accordion: one open item or none, and a link to /contact', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('#faq');
    const buttons = faq.getByRole('button');
    await expect(buttons).toHaveCount(5);
    const states = () => buttons.evaluateAll((els) => els.map((el) => el.getAttribute('aria-expanded')));
    expect(await states()).toEqual(['false', 'false', 'false', 'false', 'false']);

    const first = faq.getByRole('button', { name: 'What is Linkwell?' });
    const firstPanel = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
    await expect(firstPanel).toBeHidden();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(firstPanel).toBeVisible();
    await expect(firstPanel).toContainText('integration hub for Shopify stores');

    const second = faq.getByRole('button', { name: 'How long does setup take?' });
    await second.click();
    expect(await states()).toEqual(['false', 'true', 'false', 'false', 'false']);
    await expect(firstPanel).toBeHidden();
    await expectNoAxeViolations(page);

    await second.click();
    expect(await states()).toEqual(['false', 'false', 'false', 'false', 'false']);

    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');

    await expect(faq.getByRole('link', { name: 'Contact our team' })).toHaveAttribute('href', '/contact');
  });

  test('closing call to action: Start Free Trial, Schedule Demo and the note of the 14-day free trial, named once', async ({
    page,
  }) => {
    await page.goto('/');
    const cta = page.getByRole('region', { name: 'Ready to put your vendor operations on autopilot?' });
    await expect(cta.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/pricing');
    await expect(cta.getByRole('link', { name: 'Schedule Demo' })).toHaveAttribute('href', '/contact');
    await expect(cta.getByText('14-day free trial on every plan.')).toBeVisible();
    await expect(page.getByText('14-day free trial on every plan.')).toHaveCount(1);
  });
});
