// usage: node chunks.mjs <port> <path> <prefix> <width> <theme> [height=1600] [maxChunks=8]
import { chromium } from 'playwright-core';
const [port, path, prefix, width, theme, height = '1600', max = '8'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update'] });
const ctx = await browser.newContext({ viewport: { width: +width, height: 900 }, colorScheme: theme });
const page = await ctx.newPage();
await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
await page.waitForTimeout(400);
const total = await page.evaluate(() => document.documentElement.scrollHeight);
for (let i = 0, y = 0; y < total && i < +max; i++, y += +height) {
  const name = `${prefix}-${width}-${theme}-${i}.png`;
  await page.screenshot({ path: name, fullPage: true, clip: { x: 0, y, width: +width, height: Math.min(+height, total - y) } });
  console.log(name);
}
await browser.close();
