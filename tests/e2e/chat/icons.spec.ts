import { expect, test } from '../helpers/test';
import { chat } from './chat-helpers';

/*
 * Outside review QQ: the chat's icons drew about 0.8 s after it opened. The sprite is served no-cache,
 * so Chromium fetched /sprite.svg again for each batch of icons a render added after the page loaded;
 * the chat puts the sprite into the page as it loads (components/chat/ChatIcon.tsx), and its icons
 * point there, so they draw with the window's first paint.
 */
test("the chat's icons draw in the window's first frame, and the toggle's close icon with it", async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/pricing', { waitUntil: 'networkidle' });
  const widget = chat(page);
  await expect(widget.toggle).toBeVisible();
  const frames = await page.evaluate(
    () =>
      new Promise<{ icons: number; drawn: number; toggleDrawn: boolean }[]>((resolve) => {
        const seen: { icons: number; drawn: number; toggleDrawn: boolean }[] = [];
        const drawn = (use: SVGUseElement) => use.getBBox().width > 0;
        document.querySelector<HTMLButtonElement>('#n8n-chat > button')!.click();
        const started = performance.now();
        const frame = () => {
          const window = document.querySelector('#n8n-chat [role="dialog"]');
          if (window) {
            const uses = [...window.querySelectorAll<SVGUseElement>('svg use')];
            const toggle = [...document.querySelectorAll<SVGSVGElement>('#n8n-chat > button svg')]
              .filter((svg) => getComputedStyle(svg).display !== 'none')
              .flatMap((svg) => [...svg.querySelectorAll('use')]);
            seen.push({ icons: uses.length, drawn: uses.filter(drawn).length, toggleDrawn: toggle.every(drawn) });
          }
          if (seen.length >= 3 || performance.now() - started > 5000) resolve(seen);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
  // The first frame with the window: every icon in it drawn (the start screen's New Conversation arrow and
  // Talk to a person, the header's bubble and Close).
  expect(frames[0]!.icons).toBeGreaterThanOrEqual(4);
  expect(frames[0]).toEqual({ icons: frames[0]!.icons, drawn: frames[0]!.icons, toggleDrawn: true });
  // From the sprite in the page, not the file fetched again.
  const hrefs = await widget.window
    .locator('svg use')
    .evaluateAll((uses) => uses.map((use) => use.getAttribute('href')));
  expect(hrefs.every((href) => href!.startsWith('#chat-icon-'))).toBe(true);
});

test('open below 1024 px, the chat has one ×: the toggle in the header keeps its bubble, tinted as pressed', async ({
  visitor: page,
}) => {
  // Outside reviews CCCCC and FFFFF: at 768 px the header's toggle turned into a × beside the window's own Close.
  const shownIcons = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<SVGSVGElement>('#n8n-chat > button svg')]
        .filter((svg) => getComputedStyle(svg).display !== 'none')
        .map((svg) =>
          svg
            .querySelector('use')!
            .getAttribute('href')!
            .replace(/^.*#(chat-icon-)?/, ''),
        ),
    );
  for (const [width, icon] of [
    [768, 'chatBubble'],
    [1440, 'close'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pricing');
    const widget = chat(page);
    await widget.toggle.click();
    await expect(widget.window).toBeVisible();
    await expect(widget.toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await shownIcons(), `${width} px`).toEqual([icon]);
    await expect(widget.window.getByRole('button', { name: 'Close chat' })).toBeVisible();
  }
});
