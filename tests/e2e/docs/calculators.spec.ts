import { expect, test } from '../helpers/test';
import { expectNoAxeViolations } from '../helpers/axe';

test.describe('price calculator on /documentation/pricing-rules', () => {
  test('reproduces the spec example step by step', async ({ visitor: page }) => {
    await page.goto('/documentation/pricing-rules');
    const calculator = page.getByRole('region', { name: 'Price calculator' });
    const result = calculator.locator('[aria-live="polite"]');
    // The starting values are the spec example: cost 50, +65%, MAP 85 on, MSRP 100 on.
    await expect(result).toContainText('Final price: $85.00');

    await calculator.getByLabel('Enforce MAP').uncheck();
    await calculator.getByLabel('Enforce MSRP').uncheck();
    await expect(result).toContainText('Final price: $82.50');
    await expect(result).toContainText('Markup: $50.00 +65% = $82.50');

    await calculator.getByLabel('Enforce MAP').check();
    await expect(result).toContainText('Final price: $85.00');

    await calculator.getByLabel('Enforce MSRP').check();
    await expect(result).toContainText('Final price: $85.00');
    await expect(result).toContainText('MSRP ceiling: the price is not above 100.00, so it stays');

    await calculator.getByLabel('MSRP', { exact: true }).fill('80');
    await expect(result).toContainText('Final price: $80.00');
  });

  test('works from the keyboard alone and rejects bad input with a clear message', async ({ visitor: page }) => {
    await page.goto('/documentation/pricing-rules');
    const calculator = page.getByRole('region', { name: 'Price calculator' });
    await calculator.getByLabel('Vendor cost').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('100');
    await page.keyboard.press('Tab');
    await expect(calculator.getByLabel('Markup (%)')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(calculator.getByLabel('Enforce MAP')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(calculator.getByLabel('Enforce MAP')).not.toBeChecked();
    // 100 +65% = 165, capped by MSRP 100.
    await expect(calculator.locator('[aria-live="polite"]')).toContainText('Final price: $100.00');

    await calculator.getByLabel('Vendor cost').fill('-5');
    await expect(calculator.locator('[aria-live="polite"]')).toContainText(
      'Enter a cost of 0 or more, for example 50.',
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('Quantity Delta calculator on /documentation/inventory-management', () => {
  test('vendor 10, delta 3 sends 7; results at or below zero send 0', async ({ visitor: page }) => {
    await page.goto('/documentation/inventory-management');
    const calculator = page.getByRole('region', { name: 'Quantity Delta calculator' });
    const result = calculator.locator('[aria-live="polite"]');
    await expect(result).toContainText('Sent to your store: 7');
    await calculator.getByLabel('Quantity Delta').fill('5');
    await expect(result).toContainText('Sent to your store: 5');
    await calculator.getByLabel('Vendor quantity').fill('4');
    await expect(result).toContainText('Sent to your store: 0');
    await expect(result).toContainText('4 − 5 = -1, which is zero or less, so your store gets 0.');
    await calculator.getByLabel('Vendor quantity').fill('5');
    await expect(result).toContainText('Sent to your store: 0');
    await calculator.getByLabel('Quantity Delta').fill('');
    await expect(result).toContainText('Enter the Quantity Delta as a whole number of 0 or more, for example 3.');
  });
});

test('without JavaScript the articles read completely, with the worked examples', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/documentation/pricing-rules');
  await expect(page.getByRole('heading', { name: 'When a Price Looks Wrong' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Price calculator' })).toContainText('Final price: $85.00');
  await page.goto('/documentation/inventory-management');
  await expect(page.getByRole('region', { name: 'Quantity Delta calculator' })).toContainText('Sent to your store: 7');
  await expect(page.getByRole('heading', { name: 'When Quantities Look Wrong' })).toBeVisible();
  await context.close();
});
