import { expect, test } from '../helpers/test';

/** Every release's day, newest first: the page's <time>s and the feed's entries both follow it. */
const releaseDays = [
  '2026-11-18',
  '2026-07-07',
  '2026-02-10',
  '2025-10-22',
  '2025-10-14',
  '2025-07-11',
  '2025-06-26',
  '2025-06-20',
];

test.describe('release notes', () => {
  test("lists the releases since, then the spec's 2.1.0 (July 11, 2025) and 2.0.0 (June 20, 2025), each with new features, improvements and bug fixes", async ({
    visitor: page,
  }) => {
    await page.goto('/release-notes');
    const releases = page.getByRole('main').locator('article');
    await expect(releases.locator('h2')).toHaveText([
      'Version 2.5.0',
      'Version 2.4.0',
      'Version 2.3.0',
      'Version 2.2.1',
      'Version 2.2.0',
      'Version 2.1.0',
      'Version 2.0.1',
      'Version 2.0.0',
    ]);
    await expect(releases.locator('time')).toHaveText([
      'November 18, 2026',
      'July 7, 2026',
      'February 10, 2026',
      'October 22, 2025',
      'October 14, 2025',
      'July 11, 2025',
      'June 26, 2025',
      'June 20, 2025',
    ]);
    expect(
      await releases.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime'))),
    ).toEqual(releaseDays);
    for (const version of ['2-1-0', '2-0-0'])
      await expect(page.locator(`#v${version} h3`)).toHaveText(['New Features', 'Improvements', 'Bug Fixes']);
    // Every other release in its own shape: only the kinds it has, never an empty heading.
    await expect(page.locator('#v2-4-0 h3')).toHaveText(['Improvements', 'Bug Fixes']);
    await expect(page.locator('#v2-2-0 h3')).toHaveText(['New Features', 'Improvements']);
    await expect(page.locator('#v2-0-1 h3')).toHaveText(['Bug Fixes']);
    for (const list of await releases.locator('h3 + ul').all())
      expect(await list.locator('li').count()).toBeGreaterThan(0);
    await expect(releases.first()).toHaveAttribute('id', 'v2-5-0');
  });

  test('links its Atom feed from the page head; the feed parses and lists the releases newest first', async ({
    page,
    request,
  }) => {
    await page.goto('/release-notes');
    const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(alternate).toHaveCount(1);
    const feedPath = new URL((await alternate.getAttribute('href'))!).pathname;
    expect(feedPath).toBe('/release-notes/feed.xml');
    await expect(page.getByRole('link', { name: 'Subscribe to the Atom feed' })).toHaveAttribute('href', feedPath);

    const response = await request.get(feedPath);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        namespace: doc.documentElement.namespaceURI,
        titles: [...doc.querySelectorAll('entry > title')].map((node) => node.textContent),
        updated: [...doc.querySelectorAll('entry > updated')].map((node) => node.textContent),
        firstContent: doc.querySelector('entry > content')?.textContent ?? '',
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.namespace).toBe('http://www.w3.org/2005/Atom');
    expect(parsed.titles).toEqual(
      ['2.5.0', '2.4.0', '2.3.0', '2.2.1', '2.2.0', '2.1.0', '2.0.1', '2.0.0'].map((version) => `Version ${version}`),
    );
    expect(parsed.updated).toEqual(releaseDays.map((day) => `${day}T00:00:00Z`));
    expect(parsed.firstContent).toContain('<h3>Bug Fixes</h3>');
  });

  test('on a phone no version index: the newest release starts within the first screen', async ({ visitor: page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/release-notes');
    // Three rows of version chips pushed the releases a screen down (outside review).
    await expect(page.getByRole('navigation', { name: 'Versions' })).toBeHidden();
    const latest = (await page.getByRole('heading', { level: 2, name: 'Version 2.5.0' }).boundingBox())!;
    expect(latest.y + latest.height).toBeLessThan(812);
  });

  for (const width of [768, 1280]) {
    test(`a version index jumps to each release (${width} px: ${width < 1024 ? 'chips that fit the width' : 'a list that stays in view'})`, async ({
      visitor: page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/release-notes');
      const index = page.getByRole('navigation', { name: 'Versions' });
      const links = index.getByRole('link');
      await expect(links).toHaveCount(8);
      // The newest release is marked Latest, and the one being read is the current location.
      await expect(links.first()).toHaveText(/^2\.5\.0\s*Latest\s*November 18, 2026$/);
      await expect(links.nth(1)).toHaveText(/^2\.4\.0\s*July 7, 2026$/);
      await expect(links.first()).toHaveAttribute('aria-current', 'location');
      await expect(links.last()).toHaveAttribute('href', '#v2-0-0');
      await links.last().click();
      await expect(page).toHaveURL(/#v2-0-0$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Version 2.0.0' })).toBeInViewport();
      await expect(links.last()).toHaveAttribute('aria-current', 'location');
      await expect(index.locator('[aria-current]')).toHaveCount(1);
      if (width < 1024) {
        // Every chip whole on the screen: none cut at the edge, none behind a sideways scroll.
        const rights = await links.evaluateAll((elements) =>
          elements.map((element) => element.getBoundingClientRect().right),
        );
        for (const right of rights) expect(right).toBeLessThanOrEqual(width);
      }
      if (width >= 1024) {
        await expect(index).toBeInViewport();
        // Readable: body-size versions; on the site's grid, the index starting under the header's logo
        // (centred as a pair it started some 90 px in, the outside review).
        expect(await links.first().evaluate((link) => parseFloat(getComputedStyle(link).fontSize))).toBe(16);
        const logo = (await page.getByRole('link', { name: 'Linkwell home' }).boundingBox())!;
        const left = (await index.boundingBox())!.x;
        expect(Math.abs(left - logo.x)).toBeLessThanOrEqual(1);
      }
    });
  }

  test("at 1440 px the releases take the width beside the index, each picture in its release's flow, under the change it shows, with the docs article", async ({
    visitor: page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/release-notes');
    const logo = (await page.getByRole('link', { name: 'Linkwell home' }).boundingBox())!;
    const releases = page.getByRole('main').locator('article');
    // The page's column runs as far right as the header's last button: no empty third (the outside review).
    const getStarted = (await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).boundingBox())!;
    for (const release of await releases.filter({ has: page.getByRole('figure') }).all()) {
      const box = (await release.boundingBox())!;
      expect(Math.abs(box.x + box.width - (getStarted.x + getStarted.width))).toBeLessThanOrEqual(1);
      expect(box.x).toBeGreaterThan(logo.x + 200);
      // The picture follows the list of the change it shows, indented with it, and leads to the docs
      // article on it: beside the changes it floated apart from the release (outside review).
      const picture = release.getByRole('figure');
      await expect(picture).toBeVisible();
      const [list, firstChange] = [
        (await picture.locator('xpath=ancestor::section[1]/ul').boundingBox())!,
        (await picture.locator('xpath=ancestor::section[1]/ul/li[1]').boundingBox())!,
      ];
      const pictureBox = (await picture.boundingBox())!;
      expect(pictureBox.y).toBeGreaterThan(list.y + list.height);
      expect(Math.abs(pictureBox.x - firstChange.x)).toBeLessThanOrEqual(1);
      await expect(picture.getByRole('link')).toHaveAttribute('href', /^\/documentation\/[a-z-]+$/);
      // The drawing takes two thirds beside its caption: at half, the tag-to-link row pressed on the edge (review N).
      const drawing = (await picture.locator('> div').boundingBox())!;
      expect(drawing.width).toBeGreaterThan(pictureBox.width * 0.6);
    }
  });

  test('a filter shows one kind of change across every release, leaves out the releases without it, and All changes brings the rest back', async ({
    visitor: page,
  }) => {
    await page.goto('/release-notes');
    const releases = page.getByRole('main').locator('article');
    const filter = page.getByRole('group', { name: 'Show changes' });
    await expect(filter.getByRole('radio', { name: 'All changes' })).toBeChecked();
    await filter.getByText('Bug Fixes', { exact: true }).click();
    await expect(filter.getByRole('radio', { name: 'Bug Fixes' })).toBeChecked();
    await expect(filter.getByRole('radio', { name: 'All changes' })).not.toBeChecked();
    // 2.2.0 fixed nothing: it leaves the list rather than stand there as an empty card.
    await expect(releases.filter({ visible: true }).locator('h2')).toHaveText(
      ['2.5.0', '2.4.0', '2.3.0', '2.2.1', '2.1.0', '2.0.1', '2.0.0'].map((version) => `Version ${version}`),
    );
    for (const release of await releases.filter({ visible: true }).all())
      await expect(release.locator('h3:visible')).toHaveText(['Bug Fixes']);
    await filter.getByText('New Features', { exact: true }).click();
    await expect(releases.filter({ visible: true }).locator('h2')).toHaveText(
      ['2.5.0', '2.3.0', '2.2.0', '2.1.0', '2.0.0'].map((version) => `Version ${version}`),
    );
    await filter.getByText('All changes', { exact: true }).click();
    await expect(releases.filter({ visible: true })).toHaveCount(8);
    await expect(releases.first().locator('h3:visible')).toHaveText(['New Features', 'Improvements', 'Bug Fixes']);
    await expect(page.locator('#v2-1-0 h3:visible')).toHaveText(['New Features', 'Improvements', 'Bug Fixes']);
  });

  test('every release reads in full, whatever its age: its headline, then its changes kind by kind, with no fold to miss', async ({
    visitor: page,
  }) => {
    await page.goto('/release-notes');
    const releases = page.getByRole('main').locator('article');
    await expect(releases).toHaveCount(8);
    // Earlier releases folded to a "See the..." line that readers missed (outside review): none is folded now.
    await expect(page.locator('article details, article summary')).toHaveCount(0);
    await expect(releases.first().locator('h3:visible')).toHaveText(['New Features', 'Improvements', 'Bug Fixes']);
    // 2.1.0, the spec's release, in full.
    const release = page.locator('article#v2-1-0');
    await expect(release.locator('h3:visible')).toHaveText(['New Features', 'Improvements', 'Bug Fixes']);
    await expect(
      release.getByText('Fixed tracking numbers with spaces failing to reach the store order.'),
    ).toBeVisible();
    const fix = page.locator('article#v2-0-1');
    await expect(fix).toContainText('Vendor tags are no longer case-sensitive');
    await expect(fix.locator('h3:visible')).toHaveText(['Bug Fixes']);
    await expect(fix.getByRole('listitem')).toHaveCount(1);
    // The newest is set a size larger: its headline over the earlier ones'.
    const size = (locator: ReturnType<typeof page.locator>) =>
      locator.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(await size(releases.first().locator('header + div > p'))).toBeGreaterThan(
      await size(release.locator('header + div > p')),
    );
  });
});
