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
  await expect(
    page
      .getByRole('main')
      .getByText(/thank you/i)
      .first(),
  ).toBeVisible();
  await expect(form.getByRole('button', { name: /send/i })).toHaveCount(0);
  await expect(page.getByText(/Submission failed/)).toHaveCount(0);
  expect(violations).toEqual([]);
});
