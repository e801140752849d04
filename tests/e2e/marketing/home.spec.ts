import { expect, test } from '../helpers/test';
import { expectNoAxeViolations } from '../helpers/axe';

test.describe('home page', () => {
  test('hero with Get Started and See How It Works, the four highlights and a vector dashboard preview', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText("Automate your store's vendor operations");
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/pricing');
    await expect(main.getByRole('link', { name: 'See How It Works' })).toHaveAttribute('href', '/how-it-works');
    await expect(main.getByRole('list', { name: 'Highlights' }).getByRole('heading')).toHaveText([
      'Real-time Sync',
      'Order Automation',
      'Save 20+ Hours Weekly',
      'Detailed Analytics',
    ]);
    await expect(main.getByRole('img', { name: /Preview of the Linkwell dashboard/ })).toBeVisible();
    await expect(main.locator('img, picture')).toHaveCount(0);
  });

  test('eight feature cards, three 5-star testimonials and the results band', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#features h3')).toHaveCount(8);
    const testimonials = page.getByTestId('testimonial');
    await expect(testimonials).toHaveCount(3);
    for (const testimonial of await testimonials.all()) {
      await expect(testimonial.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
      await expect(testimonial.locator('blockquote')).not.toBeEmpty();
      await expect(testimonial.locator('figcaption')).toContainText(',');
    }
    const stats = page.locator('#results').getByTestId('stat');
    await expect(stats.locator('dt')).toHaveText(['85%', '92%', '20+ hours']);
    await expect(stats.locator('dd')).toHaveText([
      'less manual data entry',
      'fewer inventory discrepancies',
      'saved per week',
    ]);
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
