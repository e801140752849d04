import { expect, test } from './helpers/test';

// `facts`: what the "In short" card beside the text says, each also in the policy's own text.
const pages = [
  {
    path: '/privacy',
    title: 'Privacy Policy',
    heading: 'How Long We Keep It',
    // The chat's storage is named in plain words here; the cookie policy lists its key.
    text: 'Conversations of earlier sessions are deleted when a new one starts',
    facts: ['60 days', '30 days', 'third-party analytics or tracking scripts'],
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    heading: 'Cancellation and Your Data',
    text: '60 days',
    facts: ['14-day free trial', '60 days', 'at least 30 days before they take effect'],
  },
  {
    path: '/cookies',
    title: 'Cookie Policy',
    heading: 'What We Store',
    text: 'n8n-chat/sessionId',
    facts: ['no cookies', '24 hours', 'no cookie banner'],
  },
];

for (const legal of pages) {
  test(`${legal.path} renders its Markdown with the last-updated date`, async ({ visitor: page }) => {
    await page.goto(legal.path);
    await expect(page).toHaveTitle(`${legal.title} | Linkwell`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.title);
    await expect(page.getByText('Last updated: July 11, 2025')).toBeVisible();
    // Under the title, what the document covers (its description), before the date.
    const hero = page.locator('[data-hero]');
    await expect(hero).toHaveText(/(What|The) [^.]{60,}\.\s*Last updated: July 11, 2025/);
    await expect(page.locator('time').first()).toHaveAttribute('datetime', '2025-07-11');
    // One date only, the SPEC's: a second "reviewed … November 18, 2026" line beside it read as a contradiction
    // (outside review NN). The date's line links to how changes are announced instead.
    await expect(hero.locator('[data-legal-review]')).toHaveCount(0);
    await expect(hero).not.toContainText(/Reviewed|2026/);
    await expect(hero.locator('time')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 2, name: legal.heading })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(legal.text);
    // The card over the text (1280 px): four points, each fact also stated in the text below.
    const summary = page.getByRole('region', { name: 'In Short' });
    await expect(summary.getByRole('listitem')).toHaveCount(4);
    const article = page.getByRole('article');
    for (const fact of legal.facts) {
      await expect(summary).toContainText(fact);
      await expect(article).toContainText(fact);
    }
    // At 1280 px the card stands beside the text, at the right, the contents under it in the same column, and follows
    // the date closely (beside the title it was taller than the hero's text and left dead space under the date: outside
    // review). Below 1280 it heads the text's column (the next tests).
    const [text, card, date] = [
      (await article.boundingBox())!,
      (await summary.boundingBox())!,
      (await page.getByText('Last updated: July 11, 2025').boundingBox())!,
    ];
    const toc = (await page.getByRole('navigation', { name: 'On This Page' }).boundingBox())!;
    expect(card.x, 'the card beside the text').toBeGreaterThan(text.x + text.width);
    expect(Math.abs(card.y - text.y), 'and level with it').toBeLessThanOrEqual(24);
    expect(Math.round(toc.x), 'the contents in its column').toBe(Math.round(card.x));
    expect(toc.y, 'under it').toBeGreaterThan(card.y + card.height);
    expect(card.y - (date.y + date.height), 'no dead space under the date').toBeLessThan(100);
    // In the site's column, as every other page: the title and the text start under the header's logo, and the card
    // ends under its last button (a narrower centred column of the page's own began some 64 px right of the logo).
    const header = page.getByRole('banner');
    const logo = (await header.getByRole('link').first().boundingBox())!;
    const lastButton = (await header.getByRole('link', { name: 'Get Started' }).boundingBox())!;
    const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(Math.round(title.x), 'the title under the logo').toBe(Math.round(logo.x));
    expect(Math.round(text.x), 'the text under the logo').toBe(Math.round(logo.x));
    expect(
      Math.abs(card.x + card.width - (lastButton.x + lastButton.width)),
      'the card under Get Started',
    ).toBeLessThan(2);
  });
}

test('the cookie policy table is rendered from GFM', async ({ visitor: page }) => {
  await page.goto('/cookies');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Type', 'Purpose', 'How long']);
  // A header and the eight keys the site keeps (tests/unit/chat/storage-policy.test.ts checks each is named).
  await expect(table.getByRole('row')).toHaveCount(9);
  await expect(table.getByRole('row', { name: /linkwell-api-language/ })).toContainText('Local storage');
});

test('the policies name the company by its registered name and postal address, as the footer signs it', async ({
  visitor: page,
}) => {
  const address = /Linkwell, Inc\., \d+ [^,]+, PMB \d+, San Francisco, CA \d{5}, United States\./;
  await page.goto('/privacy');
  await expect(page.getByRole('article')).toContainText('Linkwell, Inc. is the controller of the personal information');
  await expect(page.getByRole('article')).toContainText(address);
  await expect(page.getByRole('contentinfo')).toContainText(/© \d{4} Linkwell, Inc\. All rights reserved\./);
  await page.goto('/terms');
  await expect(page.getByRole('article')).toContainText(
    'These terms are an agreement between you and Linkwell, Inc. and apply when you use this website',
  );
  // A name ending in "Inc." never doubles the sentence's full stop ("Linkwell, Inc.." read as a typo).
  await expect(page.getByRole('article')).not.toContainText('..');
  await expect(page.getByRole('article')).toContainText(address);
});

test('the privacy policy states the 60-day retention and purge from backups', async ({ visitor: page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('main')).toContainText('we keep your data for 60 days');
  await expect(page.getByRole('main')).toContainText('purged from our backups');
});

test('each policy lists its sections under On This Page, kept in view beside the text on a wide screen', async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const legal of pages) {
    await page.goto(legal.path);
    const toc = page.getByRole('navigation', { name: 'On This Page' });
    const sections = await page.locator('article h2').allTextContents();
    expect(sections.length).toBeGreaterThan(2);
    await expect(toc.getByRole('link')).toHaveText(sections.map((section) => section.trim()));
    await toc.getByRole('link', { name: legal.heading }).click();
    await expect(page.getByRole('heading', { level: 2, name: legal.heading })).toBeInViewport();
    await expect(toc).toBeInViewport();
  }
});

test('each policy numbers its sections, in its headings and its contents alike, and keeps a readable measure', async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const legal of pages) {
    await page.goto(legal.path);
    const sections = (await page.locator('article h2').allTextContents()).map((text) => text.trim());
    expect(sections, legal.path).toEqual(sections.map((text, index) => `${index + 1}. ${text.replace(/^\d+\. /, '')}`));
    const toc = page.getByRole('navigation', { name: 'On This Page' });
    await expect(toc.getByRole('link').first()).toHaveText(/^1\. /);
    // Each number in its heading's own colour, no element of its own: a coloured numeral over the section's
    // rule read as busy (outside review).
    await expect(page.locator('article h2 > *')).toHaveCount(0);
    const [width, size] = await page
      .locator('article p')
      .first()
      .evaluate((paragraph) => [
        paragraph.getBoundingClientRect().width,
        parseFloat(getComputedStyle(paragraph).fontSize),
      ]);
    // 42rem at 18 px: the text is the page. At the full column's width it read as wide for legal text, then at 36rem
    // beside a side column as wide as itself as "one long, narrow column" (outside reviews). The key facts and the
    // contents in a narrower column beside it (the next tests).
    expect(size, legal.path).toBe(18);
    expect(width / size, 'not a wide column').toBeLessThanOrEqual(37.5);
    expect(width / size, 'not a narrow strip').toBeGreaterThanOrEqual(34.5);
    const perLine = await page
      .locator('article p')
      .first()
      .evaluate((paragraph) => {
        const range = document.createRange();
        range.selectNodeContents(paragraph);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        return paragraph.textContent!.length / lines;
      });
    // An average over the paragraph, its last line short.
    expect(perLine, `${legal.path} characters a line`).toBeGreaterThanOrEqual(55);
    expect(perLine, `${legal.path} characters a line`).toBeLessThanOrEqual(82);
  }
});

test("each policy's title starts under the header's logo; below 1280 px the contents there and the key facts over the text, from 1280 px the text there and both beside it", async ({
  visitor: page,
}) => {
  for (const width of [1024, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    for (const legal of pages) {
      await page.goto(legal.path);
      const logo = Math.round((await page.getByRole('link', { name: 'Linkwell home' }).boundingBox())!.x);
      const left = async (locator: ReturnType<typeof page.locator>) => Math.round((await locator.boundingBox())!.x);
      // In the site's column at every width (from 1280 px a centred column of the page's own began some 64 px right of
      // the logo: outside reviews SSS, TTT).
      expect(await left(page.getByRole('heading', { level: 1 })), `${legal.path} title at ${width} px`).toBe(logo);
      const toc = (await page.getByRole('navigation', { name: 'On This Page' }).boundingBox())!;
      const article = (await page.getByRole('article').boundingBox())!;
      const summary = (await page.getByRole('region', { name: 'In Short' }).boundingBox())!;
      if (width < 1280) {
        expect(Math.round(toc.x), `${legal.path} contents at ${width} px`).toBe(logo);
        expect(article.x, 'the text beside the contents').toBeGreaterThan(toc.x + toc.width);
        expect(Math.round(summary.x), 'the key facts over the text, in its column').toBe(Math.round(article.x));
        expect(summary.y + summary.height).toBeLessThan(article.y);
      } else {
        // The text under the title at the site column's left edge, its side column at the right edge (the header's
        // Get Started over it).
        expect(Math.round(article.x), `${legal.path} text under the title at ${width} px`).toBe(logo);
        const lastButton = (await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).boundingBox())!;
        expect(
          Math.abs(summary.x + summary.width - (lastButton.x + lastButton.width)),
          'at the right edge',
        ).toBeLessThan(2);
        expect(summary.x, 'the key facts beside the text').toBeGreaterThan(article.x + article.width);
        // The text at its whole 42rem measure: a wider side column must not take from it.
        expect(Math.round(article.width), `${legal.path} text measure at ${width} px`).toBe(672);
        // The text is the page: the side column well under its width (as wide as it, it took half the page), and no
        // gutter over 200 px between them (some 250 px at 1440: outside reviews SSSS, UUUU, VVVV).
        expect(summary.width, 'a narrower side column').toBeLessThanOrEqual(article.width * 0.56);
        expect(summary.x - (article.x + article.width), 'the gutter').toBeLessThanOrEqual(width >= 1920 ? 400 : 200);
        expect(Math.abs(summary.y - article.y), 'level with it').toBeLessThanOrEqual(24);
        expect(Math.round(toc.x), 'the contents under the key facts').toBe(Math.round(summary.x));
        expect(toc.y).toBeGreaterThan(summary.y + summary.height);
        // Wide enough to read its points in lines, not a word or two each (at 176 px it read as a sliver; at 256 px, as
        // a narrow card: outside review CCC).
        expect(summary.width, `${legal.path} key facts at ${width} px`).toBeGreaterThanOrEqual(280);
      }
      await expect(page.getByText('Last updated: July 11, 2025')).toBeVisible();
    }
  }
});

test('each policy reads in the ink of headings at 18 px, its contents legible with the current section marked', async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const legal of pages) {
    await page.goto(legal.path);
    // Long, uniform grey text read as faint (outside review): the body is in the headings' ink.
    const [body, heading] = await Promise.all(
      [page.locator('article p').first(), page.getByRole('heading', { level: 1 })].map((element) =>
        element.evaluate((node) => ({
          color: getComputedStyle(node).color,
          size: parseFloat(getComputedStyle(node).fontSize),
          leading: parseFloat(getComputedStyle(node).lineHeight) / parseFloat(getComputedStyle(node).fontSize),
        })),
      ),
    );
    expect(body!.color, legal.path).toBe(heading!.color);
    expect(body!.size, legal.path).toBe(18);
    // Lines about 1.6-1.7 apart, as long legal text reads comfortably (1.75 read as very loose: outside review).
    for (const list of [
      body!,
      ...(await page
        .locator('article li')
        .first()
        .evaluateAll((nodes) =>
          nodes.map((node) => ({
            leading: parseFloat(getComputedStyle(node).lineHeight) / parseFloat(getComputedStyle(node).fontSize),
          })),
        )),
    ]) {
      expect(list.leading, legal.path).toBeGreaterThanOrEqual(1.55);
      expect(list.leading, legal.path).toBeLessThanOrEqual(1.7);
    }
    // Its contents: a title in ink, links at the text's size, not small grey capitals over small grey links.
    const toc = page.getByRole('navigation', { name: 'On This Page' });
    const title = toc.getByRole('heading', { name: 'On This Page' });
    expect(await title.evaluate((node) => getComputedStyle(node).color)).toBe(heading!.color);
    expect(await title.evaluate((node) => getComputedStyle(node).textTransform)).toBe('none');
    expect(
      await toc
        .getByRole('link')
        .first()
        .evaluate((node) => parseFloat(getComputedStyle(node).fontSize)),
    ).toBe(16);
    await expect(toc.locator('[aria-current="location"]')).toHaveCount(1);
    // A subheading a step in the text, not small print: at least the text's size (at 16 px under 18 px text it
    // read as a footnote in a long text wall: outside review).
    const subheadings = await page
      .locator('article h3')
      .evaluateAll((nodes) => nodes.map((node) => parseFloat(getComputedStyle(node).fontSize)));
    for (const size of subheadings) expect(size, legal.path).toBeGreaterThanOrEqual(body!.size);
  }
});

test('from 1024 to 1440 px the contents stay in view beside the text down the page, and no empty column runs beside it', async ({
  visitor: page,
}) => {
  // An outside review: "the reading column is narrow with a long empty right column". Below 1280 px the contents stand
  // at the left, in view as the text scrolls, and the text takes the width up to the page's right edge (the header's).
  // From 1280 px the text keeps its reading measure and the key facts and the contents fill the column beside it, in
  // view together down the page (the facts alone there left the right third empty below them: outside review).
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const legal of pages) {
      await page.goto(legal.path);
      const article = page.getByRole('article');
      const toc = page.getByRole('navigation', { name: 'On This Page' });
      const text = (await article.boundingBox())!;
      const facts = page.getByRole('region', { name: 'In Short' });
      const right = width >= 1280 ? (await facts.boundingBox())! : text;
      const edge = await page
        .getByRole('banner')
        .getByRole('link', { name: 'Get Started' })
        .evaluate((link) => link.getBoundingClientRect().right);
      expect(
        edge - (right.x + right.width),
        `${legal.path} at ${width} px: the text (from 1280 px the key facts) near the right edge`,
      ).toBeLessThanOrEqual(150);
      for (const share of [0.5, 0.85]) {
        await page.evaluate((y) => window.scrollTo(0, y), text.y + text.height * share - 450);
        await expect(toc, `${legal.path} ${width} px at ${share}`).toBeInViewport({ ratio: 1 });
        if (width >= 1280) await expect(facts, `${legal.path} ${width} px at ${share}`).toBeInViewport({ ratio: 1 });
        const [box, side] = [(await article.boundingBox())!, (await toc.boundingBox())!];
        if (width < 1280) expect(side.x + side.width, 'beside the text, at its left').toBeLessThan(box.x);
        else {
          expect(side.x, 'beside the text, at its right').toBeGreaterThan(box.x + box.width);
          // The column holds the facts and the contents down to at least half the view under the header.
          expect(side.y + side.height, `${legal.path} ${width} px: the side column's foot`).toBeGreaterThan(450);
        }
      }
    }
  }
});

test('at 1024 px too the contents stay in view down the page, the section being read marked as it scrolls', async ({
  visitor: page,
}) => {
  // An outside review: "Readable, but it's a long single column" — the contents scrolled away under the card at 1024 px.
  await page.setViewportSize({ width: 1024, height: 800 });
  for (const legal of pages) {
    await page.goto(legal.path);
    const toc = page.getByRole('navigation', { name: 'On This Page' });
    const headings = page.locator('article h2');
    const last = headings.last();
    await last.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -200));
    await expect(toc, legal.path).toBeInViewport({ ratio: 1 });
    const marked = toc.locator('[aria-current="location"]');
    await expect(marked).toHaveCount(1);
    const earlier = (await headings.nth(1).textContent())!.trim();
    await headings
      .nth(1)
      .evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + scrollY - 100));
    await expect(marked, legal.path).toHaveText(earlier);
    await expect(toc).toBeInViewport({ ratio: 1 });
    // A section whose heading stands in the upper half of the screen is the one being read (at 44% of the screen,
    // with the section before it marked, the marks read as lagging: outside review GGGGGG).
    const third = (await headings.nth(2).textContent())!.trim();
    await headings
      .nth(2)
      .evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + scrollY - innerHeight * 0.44));
    await expect(marked, legal.path).toHaveText(third);
  }
});

test('each section opens on a rule, a clear step between sections; the privacy policy sets its key facts as a table and a list', async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const legal of pages) {
    await page.goto(legal.path);
    for (const heading of await page.locator('article h2').all())
      expect(
        await heading.evaluate((node) => parseFloat(getComputedStyle(node).borderTopWidth)),
        legal.path,
      ).toBeGreaterThanOrEqual(1);
  }
  await page.goto('/privacy');
  // How long each kind of data is kept: a table to look up, not three long bullets.
  const retention = page.getByRole('table');
  await expect(retention.getByRole('columnheader')).toHaveText(['Information', 'How long we keep it']);
  await expect(retention.getByRole('row')).toHaveCount(4);
  await expect(retention.getByRole('row', { name: /Job applications/ })).toContainText(
    'Up to 12 months after the position is filled',
  );
  // Who sees it: each recipient a point of its own.
  const sharing = page.locator('article ul').filter({ hasText: 'The vendors you connect' }).getByRole('listitem');
  await expect(sharing).toHaveCount(2);
  await expect(sharing.nth(1)).toContainText(
    'The vendors you connect, to the extent needed to place and fulfill orders',
  );
});

test('each section opens with a one-line summary under its heading, a plain lead line with no rule, read as part of the section', async ({
  visitor: page,
}) => {
  // An outside review: "Long single column with no summary per section" — a store owner skims the summaries.
  // Every section of the three documents at two widths: some 40 s alone, over the 60 s limit beside other jobs (a
  // fresh-clone run with two reviewers working timed it out twice).
  test.slow();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const legal of pages) {
      await page.goto(legal.path);
      const headings = await page.locator('article h2').all();
      expect(headings.length, legal.path).toBeGreaterThan(2);
      for (const heading of headings) {
        const name = (await heading.textContent())!.trim();
        // The element right after the heading: in the section, so a screen reader reads it there, said as a summary.
        const summary = heading.locator('xpath=following-sibling::*[1]');
        await expect(summary, `${legal.path} ${name} at ${width} px`).toHaveAttribute('data-section-summary', '');
        await expect(summary).toBeVisible();
        await expect(summary).toHaveText(/^In short: \S.{20,}[.)]$/);
        const [h, s] = [(await heading.boundingBox())!, (await summary.boundingBox())!];
        expect(s.y, `${name}: under its heading`).toBeGreaterThanOrEqual(h.y + h.height);
        expect(s.y - (h.y + h.height), `${name}: close under it`).toBeLessThan(32);
        expect(Math.round(s.x), `${name}: aligned with it`).toBe(Math.round(h.x));
        const style = await summary.evaluate((node) => {
          const css = getComputedStyle(node);
          return {
            rule: parseFloat(css.borderLeftWidth),
            weight: Number(css.fontWeight),
            lines: node.getBoundingClientRect().height / parseFloat(css.lineHeight),
          };
        });
        // In the text's ink, led by a visible "In short:" in bold, as the policy's own words (in muted grey with no
        // label it read as placeholder text: outside review BBBB; a small blue capitalised label, as UI chrome: OOOO).
        const label = summary.locator('[data-in-short]');
        await expect(label).toBeVisible();
        const colours = await summary.evaluate((node) => {
          const label = getComputedStyle(node.querySelector('[data-in-short]')!);
          return {
            text: getComputedStyle(node).color,
            label: label.color,
            labelLook: [label.fontWeight, label.textTransform, label.fontSize].join(' '),
            body: getComputedStyle(node.closest('article')!.querySelector('h2 ~ p:not([data-section-summary])')!).color,
          };
        });
        expect(colours.text, name).toBe(colours.body);
        expect(colours.label, name).toBe(colours.text);
        expect(colours.labelLook, name).toBe(
          `700 none ${await summary.evaluate((node) => getComputedStyle(node).fontSize)}`,
        );
        // Quiet: a lead line in the regular weight, under a heading that stands above it (in a
        // medium weight it read as a second heading: outside review EEE), with no pull-quote rule at its left (the
        // rules added visual noise: outside review MM), nor indented from its heading.
        expect(style.rule, `${name}: no rule`).toBe(0);
        expect(style.weight).toBe(400);
        expect(style.weight).toBeLessThan(Number(await heading.evaluate((node) => getComputedStyle(node).fontWeight)));
        // A step above it in size too (20 px over 18 read as one level: outside review EEE).
        const [headingSize, summarySize] = await Promise.all(
          [heading, summary].map((node) => node.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))),
        );
        expect(headingSize, name).toBeGreaterThanOrEqual(summarySize! * 1.3);
        // A short line to skim at 1440 px (three at most at the text's 70-character measure), a few on a phone.
        expect(style.lines, `${name} at ${width} px`).toBeLessThanOrEqual(width === 1440 ? 3.1 : 5.1);
      }
    }
  }
});

// Outside review TT: "at 375 px it is about 10,100 px of text; the summary only appears once you scroll past the intro".
// On a phone the key facts are in the first screen, the text at 16 px, and the contents a bar kept in view under the
// header down the whole text, that opens to the sections and closes on a pick; a link at the end leads back to the top.
test('on a phone the key facts are in the first screen, and the contents stay in view as a bar down the text', async ({
  visitor: page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/privacy');
  await expect(page.getByRole('region', { name: 'In Short' })).toBeInViewport({ ratio: 1 });
  expect(
    await page
      .getByRole('article')
      .locator('p')
      .first()
      .evaluate((node) => parseFloat(getComputedStyle(node).fontSize)),
  ).toBe(16);
  const bar = page.getByRole('navigation', { name: 'On This Page' });
  await expect(bar).toHaveCount(1);
  await expect(bar.getByRole('link').first()).toBeHidden();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.evaluate((y) => window.scrollTo(0, y), height * 0.6);
  await expect(bar).toBeInViewport({ ratio: 1 });
  const top = (await bar.boundingBox())!.y;
  expect(top, 'under the header').toBeGreaterThanOrEqual(63);
  await bar.getByText('On This Page').click();
  await bar.getByRole('link', { name: '2. What We Collect on This Website' }).click();
  await expect(bar.getByRole('link').first()).toBeHidden();
  const heading = page.getByRole('heading', { level: 2, name: '2. What We Collect on This Website' });
  await expect(heading).toBeInViewport();
  expect((await heading.boundingBox())!.y, 'below the bar').toBeGreaterThan((await bar.boundingBox())!.y + 40);
  await page.getByRole('link', { name: 'Back to top' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});
