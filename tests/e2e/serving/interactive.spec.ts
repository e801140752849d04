import { expect, test } from '../helpers/test';
import { receivedRequests, uniqueMarker } from '../helpers/receiver';
import { startChat } from '../chat/chat-helpers';
import { watchCspViolations } from './helpers';

/**
 * The chat and a form must work under the production CSP (connect-src names the webhook origins).
 */

test('the chat widget sends a message and shows the reply under the CSP', async ({ page }) => {
  const violations = await watchCspViolations(page);
  // The shared opening waits for the chat window before it starts a conversation: a check for
  // "New Conversation" made right after the click raced the chat's lazy chunk and could skip it.
  const widget = await startChat(page, '/');
  const marker = uniqueMarker('csp-chat');
  await widget.send(`What does the pricing look like? ${marker}`);
  await expect(widget.log).toContainText('Plans start at', { timeout: 15_000 });
  expect(await receivedRequests(marker)).toHaveLength(1);
  expect(violations).toEqual([]);
});

test('the contact form submits to the webhook under the CSP', async ({ page }) => {
  const violations = await watchCspViolations(page);
  await page.goto('/contact', { waitUntil: 'networkidle' });
  const form = page.locator('main form').first();
  const marker = uniqueMarker('csp-contact');
  await form.getByLabel(/name/i).first().fill('Casey Serving');
  await form.getByLabel(/email/i).first().fill('casey@example.com');
  await form
    .getByLabel(/subject/i)
    .first()
    .selectOption({ index: 1 });
  await form
    .getByLabel(/message/i)
    .first()
    .fill(`Checking the contact form under the production CSP. ${marker}`);
  await form.getByRole('button', { name: /send/i }).click();
  await expect.poll(async () => (await receivedRequests(marker)).length, { timeout: 15_000 }).toBe(1);
  // The success panel replaces the form.
  await expect(page.getByRole('main').getByRole('heading', { name: 'Message Sent' })).toBeVisible();
  await expect(form.getByRole('button', { name: /send/i })).toHaveCount(0);
  await expect(page.getByText(/Submission failed/)).toHaveCount(0);
  expect(violations).toEqual([]);
});

test("a page opened by a link from another page keeps its own <style> under the first page's CSP", async ({ page }) => {
  // The document keeps the policy of the page it was loaded as: /pricing's billing switch and the legal
  // pages' columns are <style> elements, blocked when they were allowed only on their own page's policy.
  await page.setViewportSize({ width: 1440, height: 900 });
  const violations = await watchCspViolations(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Annual is chosen: the monthly period's lines stay hidden, as on a page loaded at /pricing.
  await expect(page.locator('main [data-billing="annual"]').first()).toBeVisible();
  await expect(page.locator('main [data-billing="monthly"]:visible')).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  // From 1280 px the legal page's own <style> sets the text first, at its 42rem measure, the side column beside it.
  await expect
    .poll(() =>
      page.evaluate(
        () => getComputedStyle(document.querySelector('[data-legal-grid]')!).gridTemplateColumns.split(' ')[0],
      ),
    )
    .toBe('672px');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(violations).toEqual([]);
});
