import { expectNoAxeViolations } from '../helpers/axe';
import { expect, test, type Page } from '../helpers/test';
import { chat, setChatFault, storedSessionId } from './chat-helpers';

const INDEX_PATH = '/search-index.json';
const articlesName = 'These articles may help';

/** Every request for the site's search index this page makes. */
function indexRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === INDEX_PATH) seen.push(request.url());
  });
  return seen;
}

/**
 * Opens the chat, starts a conversation and takes the chat service down for this session: the local
 * receiver drops every request that carries the session's id (the connection closes unanswered).
 */
async function startWithWebhookDown(page: Page) {
  const widget = chat(page);
  await widget.start();
  const sessionId = await storedSessionId(page);
  expect(sessionId).toBeTruthy();
  await setChatFault({ mode: 'drop', match: sessionId!, times: 10 });
  return widget;
}

test.describe('live chat: articles that may help (issue 50)', () => {
  test('with the chat webhook down, typing "add a vendor" offers the Add a Vendor article; the index loads with the chat, not before', async ({
    visitor: page,
  }) => {
    const requested = indexRequests(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Hovering the toggle fetches the window's code, not the index.
    await page.getByRole('button', { name: 'Open live chat' }).hover();
    await page.waitForLoadState('networkidle');
    expect(requested, 'the index loads with the chat, never with the page').toEqual([]);

    const widget = await startWithWebhookDown(page);
    await expect.poll(() => requested.length).toBe(1);

    const logBox = await widget.log.boundingBox();
    const inputBox = await widget.input.boundingBox();
    await widget.input.pressSequentially('add a vendor');
    // Over the message box, while the question is typed.
    const articles = widget.window
      .locator('[data-chat-draft-articles]')
      .getByRole('navigation', { name: articlesName });
    await expect(articles).toBeVisible();
    const links = articles.getByRole('link');
    await expect(links.first()).toHaveAccessibleName(/^Add a Vendor/);
    await expect(links.first()).toHaveAttribute('href', /^\/documentation\/add-vendor(#[\w-]+)?$/);
    expect(await links.count()).toBeLessThanOrEqual(3);
    // Announced politely: inside a live region.
    await expect(widget.window.locator('[data-chat-draft-articles]')).toHaveAttribute('aria-live', 'polite');
    // Over the conversation's end: nothing in the window moved.
    expect(await widget.log.boundingBox()).toEqual(logBox);
    expect(await widget.input.boundingBox()).toEqual(inputBox);

    // Sent to a service that is down: the error, and beside it the same article.
    await widget.input.press('Enter');
    await expect(widget.errors).toHaveCount(1);
    await expect(articles).toHaveCount(0);
    const besideFailure = widget.log.getByRole('navigation', { name: articlesName });
    await expect(besideFailure.getByRole('link').first()).toHaveAccessibleName(/^Add a Vendor/);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the articles are reached by keyboard and pass axe (${theme} theme)`, async ({ visitor: page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/');
      const widget = await startWithWebhookDown(page);
      await widget.input.pressSequentially('how do I add a vendor');
      const articles = widget.window.getByRole('navigation', { name: articlesName });
      await expect(articles.getByRole('link').first()).toBeVisible();
      await expectNoAxeViolations(page, '#n8n-chat');
      // Just before the message box in the tab order, as they sit just above it.
      await widget.input.press('Shift+Tab');
      await expect(articles.getByRole('link').last()).toBeFocused();
      await widget.input.press('Enter');
      await expect(widget.errors).toHaveCount(1);
      await expectNoAxeViolations(page, '#n8n-chat');
    });
  }

  test('on a phone the full-screen chat offers them too, and following one shows the article', async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    const widget = await startWithWebhookDown(page);
    const box = await widget.window.boundingBox();
    expect(box).toMatchObject({ x: 0, width: 375 });
    await widget.input.pressSequentially('add a vendor');
    const link = widget.window.getByRole('navigation', { name: articlesName }).getByRole('link').first();
    await expect(link).toHaveAccessibleName(/^Add a Vendor/);
    const linkBox = (await link.boundingBox())!;
    expect(linkBox.x).toBeGreaterThanOrEqual(0);
    expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(375);
    await link.tap();
    await expect(page).toHaveURL(/\/documentation\/add-vendor/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Add a Vendor');
    // The chat closed, so the article is what the phone shows.
    await expect(widget.window).toBeHidden();
    await context.close();
  });
});
