import type { Locator, Page } from './test';

/*
 * What every page owes, as functions that read the page as it is now and return what is wrong (an
 * empty list when nothing is). tests/e2e/routes.spec.ts runs them all on one visit of each route.
 */

/** The hero's variants (components/ui/Hero.tsx). */
export const heroVariants = ['showcase', 'centered', 'split', 'detail', 'document'];

/**
 * One hero system (issue 24): the page opens with a named variant of Hero, which holds the page's one
 * h1, and nothing visible comes before it.
 */
export function heroProblems(page: Page) {
  return page.evaluate((variants) => {
    const problems: string[] = [];
    const visible = (element: Element) => (element as HTMLElement).checkVisibility();
    const heroes = [...document.querySelectorAll('main [data-hero]')].filter(visible);
    if (heroes.length !== 1) return [`${heroes.length} visible heroes`];
    const hero = heroes[0]!;
    const variant = hero.getAttribute('data-hero') ?? '';
    if (!variants.includes(variant)) problems.push(`unnamed hero variant "${variant}"`);
    const headings = [...document.querySelectorAll('h1')].filter(visible);
    if (headings.length !== 1) problems.push(`${headings.length} visible h1`);
    else if (!hero.contains(headings[0]!)) problems.push('the h1 is outside the hero');
    // The first visible words of the page's main content are the hero's.
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || !parent.checkVisibility()) continue;
      // The docs' bar (components/docs/DocsBar.tsx) is their shell, under the header like it, not the page's words.
      if (parent.closest('[data-docs-bar]')) continue;
      if (!parent.closest('[data-hero]')) problems.push(`text before the hero: "${node.textContent.trim()}"`);
      break;
    }
    return problems;
  }, heroVariants);
}

/**
 * No grid leaves a lone card in its last row: every visible grid with more than one column whose
 * earlier rows hold several items must not end on a row with a single item (unless that item spans
 * the whole grid on purpose).
 */
export function gridsEndingAlone(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((grid) => {
        const style = getComputedStyle(grid);
        // A form's field layout is not a grid of cards (components/forms own it).
        if (style.display !== 'grid' || grid.getClientRects().length === 0 || grid.closest('form')) return false;
        return style.gridTemplateColumns.trim().split(/\s+/).length > 1;
      })
      .flatMap((grid) => {
        const width = grid.getBoundingClientRect().width;
        const items = [...grid.children].filter((item) => item.getClientRects().length > 0);
        // Items whose boxes overlap vertically share a row (centred items start at different tops).
        const rows: Element[][] = [];
        let rowBottom = -Infinity;
        for (const item of items.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)) {
          const box = item.getBoundingClientRect();
          const row = box.top < rowBottom - 1 ? rows.at(-1) : undefined;
          if (row) row.push(item);
          else rows.push([item]);
          rowBottom = row ? Math.max(rowBottom, box.bottom) : box.bottom;
        }
        const last = rows.at(-1);
        if (rows.length < 2 || !last || last.length !== 1) return [];
        if (!rows.some((row) => row.length > 1)) return [];
        if (last[0]!.getBoundingClientRect().width > width * 0.9) return [];
        const label = grid.closest('section')?.querySelector('h2, h1')?.textContent?.trim() ?? '';
        return [`${label || grid.className.toString().slice(0, 60)} (${rows.map((row) => row.length).join('+')})`];
      }),
  );
}

/**
 * No person is shown as initials in a circle (issue 24): no visible element whose text is one to
 * three capital letters is drawn round. Round means, for an HTML box, corners rounded by 30% of its
 * side or more; for an SVG, a shape filling the graphic whose four corners (10% in from its box) are
 * all left empty, as a circle's are and a rounded square's are not. Vendors' and companies' monogram
 * tiles (rounded squares, leaves) are not people and pass.
 */
export function initialsInCircles(page: Page) {
  return page.evaluate(() => {
    const initials = /^[A-Z]{1,3}$/;
    const squareish = (box: DOMRect) =>
      box.width >= 16 && box.width <= 160 && Math.abs(box.width - box.height) <= box.width * 0.2;

    const roundHtml = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const painted =
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        style.backgroundImage !== 'none' ||
        parseFloat(style.borderTopWidth) > 0 ||
        style.boxShadow !== 'none';
      // A radius may be a length or a percentage of the box ("25%" is a quarter of the side, not 25 px).
      const side = Math.min(box.width, box.height);
      const px = (value: string) => (value.endsWith('%') ? (parseFloat(value) / 100) * side : parseFloat(value) || 0);
      const radius = Math.min(
        ...['borderTopLeftRadius', 'borderTopRightRadius', 'borderBottomLeftRadius', 'borderBottomRightRadius'].map(
          (corner) => px(style[corner as 'borderTopLeftRadius'].split(' ')[0] ?? ''),
        ),
      );
      return painted && squareish(box) && radius >= 0.3 * Math.min(box.width, box.height);
    };

    const roundSvg = (svg: SVGSVGElement) => {
      const box = svg.getBoundingClientRect();
      if (!squareish(box)) return false;
      return [...svg.querySelectorAll<SVGGeometryElement>('path, circle, ellipse, rect')].some((shape) => {
        if (shape.closest('text, defs, clipPath, mask')) return false;
        const fill = getComputedStyle(shape).fill;
        const own = shape.getBoundingClientRect();
        if (fill === 'none' || own.width < box.width * 0.8 || own.height < box.height * 0.8) return false;
        const toShape = shape.getScreenCTM()?.inverse();
        if (!toShape) return false;
        const filled = (x: number, y: number) => shape.isPointInFill(new DOMPoint(x, y).matrixTransform(toShape));
        const inset = 0.1;
        const xs = [own.left + own.width * inset, own.right - own.width * inset];
        const ys = [own.top + own.height * inset, own.bottom - own.height * inset];
        const centreFilled = filled(own.left + own.width / 2, own.top + own.height / 2);
        return centreFilled && xs.every((x) => ys.every((y) => !filled(x, y)));
      });
    };

    const found: string[] = [];
    const visible = (element: Element) => element.getClientRects().length > 0;
    for (const svg of document.querySelectorAll('svg')) {
      const text = svg.textContent?.replace(/\s+/g, '') ?? '';
      if (initials.test(text) && visible(svg) && roundSvg(svg)) found.push(`svg "${text}"`);
    }
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element instanceof SVGElement || element.closest('svg') || !visible(element)) continue;
      const text = element.innerText?.replace(/\s+/g, '') ?? '';
      if (!initials.test(text) || !roundHtml(element)) continue;
      // The box that draws the circle, not also each of its ancestors with the same text.
      if (element.parentElement && roundHtml(element.parentElement)) continue;
      found.push(`${element.tagName.toLowerCase()} "${text}"`);
    }
    return found;
  });
}

/**
 * No letters or icons stand in for a person or a brand (issue 49): people wear portraits, vendors and
 * customers wordmarks. A stand-in is a tile: a visible, painted (background, border or shadow),
 * roughly square box of 16-160 px, round or not, whose content is only one to three letters ("FF",
 * "N", "F+") or only one icon of the sprite. Letters in such a tile always fail; an icon fails where
 * the text beside it (its parent's, up to the nearest block with text) opens with the name of a
 * person or a brand in `names`, as a signature or a vendor row does: a feature card's icon passes,
 * and so does the store's icon beside "Your Shopify store". The brands' symbols sit beside their name
 * inside a wordmark, with no tile of their own.
 */
export function standInTiles(page: Page, names: readonly string[]) {
  return page.evaluate((known) => {
    const letters = /^[A-Za-z][A-Za-z+&]{0,2}$/;
    const visible = (element: Element) => element.getClientRects().length > 0;
    const tile = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      if (box.width < 16 || box.width > 160 || Math.abs(box.width - box.height) > box.width * 0.2) return false;
      const style = getComputedStyle(element);
      return (
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        style.backgroundImage !== 'none' ||
        parseFloat(style.borderTopWidth) > 0 ||
        style.boxShadow !== 'none'
      );
    };
    const onlyIcon = (element: HTMLElement) => {
      if (element.innerText.trim()) return false;
      const drawn = [...element.querySelectorAll('svg, img')].filter(visible);
      return drawn.length === 1 && !!drawn[0]!.querySelector('use[href^="/sprite.svg#"]:not([href*="#brand-"])');
    };
    const textBeside = (element: HTMLElement) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        const text = at.innerText.replace(/\s+/g, ' ').trim();
        if (text) return text;
      }
      return '';
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element instanceof SVGElement || element.closest('svg') || !visible(element) || !tile(element)) continue;
      const text = element.innerText?.replace(/\s+/g, '') ?? '';
      if (letters.test(text)) {
        // The box that draws the tile, not also each of its ancestors with the same text.
        if (element.parentElement && tile(element.parentElement) && element.parentElement.innerText.trim() === text)
          continue;
        found.push(`a tile of letters "${text}" beside "${textBeside(element).slice(0, 40)}"`);
      } else if (onlyIcon(element)) {
        const beside = textBeside(element);
        const name = known.find((candidate) => beside.startsWith(candidate));
        if (name) found.push(`an icon tile in place of ${name}`);
      }
    }
    return found;
  }, names);
}

/** The hero's buttons that sit outside a ButtonGroup: a page's opening calls to action are never loose. */
export function looseHeroButtons(page: Page) {
  return page
    .locator('main > :first-child')
    .first()
    .evaluate((hero) => {
      const h1 = hero.querySelector('h1');
      if (!h1) return [];
      const column = h1.parentElement!;
      return [
        ...column.querySelectorAll<HTMLElement>(':scope > div a[class*="px-6"], :scope > div button[class*="px-6"]'),
      ]
        .filter((button) => !button.closest('[data-button-group]'))
        .map((button) => button.innerText.trim());
    });
}

/**
 * One width rule for the buttons that open and close a page (components/ui/Button.tsx, ButtonGroup):
 * on a phone every button of a hero or closing band spans the column, so the main action is a
 * full-width target; on a wide screen they sit side by side at their own width. Returns the buttons
 * that break the rule at the page's present width.
 */
export async function buttonGroupProblems(page: Page, layout: 'phone' | 'wide') {
  const groups = await page.locator('main [data-button-group]').evaluateAll((found) =>
    found
      .filter((group) => group.getClientRects().length > 0)
      .map((group) => ({
        label: group.closest('section, header')?.querySelector('h1, h2')?.textContent?.trim() ?? '',
        width: group.getBoundingClientRect().width,
        buttons: [...group.children]
          // A note beside the buttons is not a button.
          .filter((button) => button.matches('a, button') && button.getClientRects().length > 0)
          .map((button) => ({
            text: (button as HTMLElement).innerText.trim(),
            ...button.getBoundingClientRect().toJSON(),
          })),
      })),
  );
  const problems: string[] = [];
  for (const group of groups) {
    if (layout === 'phone') {
      for (const button of group.buttons)
        if (Math.abs(button.width - group.width) > 1)
          problems.push(`${button.text} (${group.label}) is not full width`);
    } else if (group.buttons.length >= 2) {
      const [first, second] = group.buttons;
      if (first!.width >= group.width) problems.push(`${first!.text} (${group.label}) spans the group`);
      if (Math.abs(first!.top - second!.top) > 1) problems.push(`${group.label}: buttons not side by side`);
    }
  }
  return problems;
}

/** What sticks out past the right edge of the viewport, outside its own scroll box (tables, code). */
export async function sidewaysOverflow(page: Page) {
  const { scrollWidth, clientWidth, wide } = await page.evaluate(() => {
    const root = document.documentElement;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.right > root.clientWidth + 1 && !element.closest('pre, table, .overflow-x-auto, [data-scroll-x]');
      })
      .slice(0, 3)
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.className.toString().slice(0, 60)}">`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide };
  });
  return scrollWidth > clientWidth
    ? [`${scrollWidth - clientWidth} px wider than the viewport: ${wide.join(', ')}`]
    : [];
}

/**
 * Header items whose text runs onto a second line ("How / It / Works" at 1024 px, issue 49): every
 * visible link and button of the header's bar, the line boxes of its visible text grouped by their
 * top (icons and screen-reader-only text left out).
 */
export function wrappedHeaderItems(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('header')!.getBoundingClientRect().top + 64;
    const lineTops = (element: HTMLElement) => {
      const tops: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const owner = node.parentElement!;
        const ownerBox = owner.getBoundingClientRect();
        // Screen-reader-only text sits in a 1 px box its words overflow: not a line anyone sees.
        if (!node.textContent!.trim() || !owner.checkVisibility() || ownerBox.width <= 1 || ownerBox.height <= 1)
          continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 1 && rect.height > 1) tops.push(rect.top);
      }
      return tops;
    };
    return [...document.querySelectorAll<HTMLElement>('header a, header button')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (!box.width || box.top >= bar || !element.checkVisibility()) return false;
        const tops = lineTops(element);
        return tops.length > 0 && Math.max(...tops) - Math.min(...tops) > 8;
      })
      .map((element) => `"${element.textContent!.trim()}" wraps`);
  });
}

/**
 * Links and buttons whose arrow is a typed "→" or "←": the text face (Geist's Latin subset) has no arrow glyphs,
 * so a typed arrow is drawn in a fallback font and stands apart from the icon arrows every other way on has
 * (outside review RRRR: "text → glyphs next to icon arrows"). A link's way-on arrow is the sprite's icon.
 */
export function typedArrows(page: Page) {
  return page.evaluate(() => {
    // The words a link says, not a drawing inside it (a picture's "10 → 7" is data in the picture, not a way on).
    const ownText = (element: Element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, {
        acceptNode: (node) =>
          node.parentElement?.closest('svg, figure, [role="img"]')
            ? NodeFilter.FILTER_REJECT
            : NodeFilter.FILTER_ACCEPT,
      });
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) text += node.textContent;
      return text;
    };
    return (
      [...document.querySelectorAll('a, button, [role="option"]')]
        .map(ownText)
        // A way-on arrow leads or ends the words ("Next →", "← Back"); one between two values ("10 → 7") is data.
        .filter((text) => /^\s*[←→]|[←→]\s*$/.test(text))
        .map((text) => `"${text.trim().slice(0, 60)}"`)
    );
  });
}

/**
 * Elements inside prose (Markdown from content/) that the prose styles no longer draw: the typography
 * plugin's rules for elements our Markdown never produced were dropped from the CSS
 * (tailwind.config.mjs), so a new blockquote, image or code block in content/ must bring its rule back.
 * Lists numbered by letter or roman numeral (ol type) lost theirs too.
 */
export function unstyledProseElements(page: Page, dropped: readonly string[]) {
  return page.evaluate((droppedTags) => {
    const unstyled = droppedTags
      .map((tag) => `.prose ${tag}`)
      .concat('.prose ol[type]')
      .join(', ');
    return [...document.querySelectorAll(unstyled)]
      .filter((element) => !element.closest('.not-prose'))
      .map((element) => `<${element.tagName.toLowerCase()}> in prose: "${element.textContent?.trim().slice(0, 60)}"`);
  }, dropped);
}

/**
 * What the chat toggle covers (issue 49: the API reference's Copy, a column of the Features table,
 * sidebar text on Contact, form fields on Contact): every visible link, button, form field and
 * table cell outside the chat itself whose box meets the toggle's and that would be seen there
 * without it (the topmost element at the middle of the overlap, the toggle set aside, is the control
 * or inside it: a link scrolled under the opaque header is covered by the header, not the toggle).
 * The toggle is always shown: from lg it floats in the page's gutter; narrower it docks in the
 * header's row (components/chat/ChatLauncher.tsx), which is checked here too.
 */
export function launcherCoverage(page: Page, where: 'first view' | 'end of page') {
  return page.evaluate(async (where) => {
    window.scrollTo(0, where === 'first view' ? 0 : document.documentElement.scrollHeight);
    // The header turns opaque in the frame after a scroll.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const toggle = document.querySelector<HTMLElement>('#n8n-chat > button');
    if (!toggle) return ['no chat toggle'];
    if (!toggle.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      return [`the chat toggle is hidden at the ${where}`];
    const box = toggle.getBoundingClientRect();
    const problems: string[] = [];
    if (!matchMedia('(width >= 64rem)').matches) {
      const bar = document.querySelector('header > div')!.getBoundingClientRect();
      if (box.top < bar.top || box.bottom > bar.bottom || box.right > bar.right)
        problems.push(`the chat toggle is not docked in the header's row at the ${where}`);
    }
    const controls = 'a, button, [role=button], input:not([type=hidden]), textarea, select, summary, td, th';
    for (const element of document.querySelectorAll<HTMLElement>(controls)) {
      if (element.closest('#n8n-chat') || !element.checkVisibility({ visibilityProperty: true })) continue;
      const own = element.getBoundingClientRect();
      const overlap = {
        left: Math.max(own.left, box.left),
        right: Math.min(own.right, box.right),
        top: Math.max(own.top, box.top),
        bottom: Math.min(own.bottom, box.bottom),
      };
      if (overlap.right <= overlap.left || overlap.bottom <= overlap.top) continue;
      const x = (overlap.left + overlap.right) / 2;
      const y = (overlap.top + overlap.bottom) / 2;
      const beneath = document.elementsFromPoint(x, y).find((hit) => !toggle.contains(hit));
      if (beneath && element.contains(beneath))
        problems.push(
          `<${element.tagName.toLowerCase()}> "${(element.textContent?.trim() || element.getAttribute('name') || '').replace(/\s+/g, ' ').slice(0, 50)}" at the ${where}`,
        );
    }
    return problems;
  }, where);
}

/**
 * From lg the toggle floats in a gutter of its own (page-container, app/globals.css): no link,
 * button or cell of the page's content or footer reaches into its column, wherever it is on the
 * page, so none passes under it while the page scrolls either. (The header's bar is above it.)
 */
export function controlsInLauncherColumn(page: Page) {
  return page.evaluate(() => {
    const toggle = document.querySelector<HTMLElement>('#n8n-chat > button');
    if (!toggle) return ['no chat toggle'];
    const column = toggle.getBoundingClientRect().left;
    return [
      ...document.querySelectorAll<HTMLElement>('main :is(a, button, [role=button], td, th), footer :is(a, button)'),
    ]
      .filter((element) => {
        if (!element.checkVisibility({ visibilityProperty: true })) return false;
        const own = element.getBoundingClientRect();
        if (own.width === 0 || own.right <= column) return false;
        // Cells of a table that scrolls sideways are out of sight where its scroll box ends.
        const clip = element.closest('pre, .overflow-x-auto, [data-scroll-x]')?.getBoundingClientRect();
        return !clip || Math.min(own.right, clip.right) > column;
      })
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()}> "${element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 50)}"`,
      );
  });
}

/**
 * The mid-page case (outside review: "the chat button over content at 1024 px"): from lg nothing the
 * page paints (text, a picture, a card's border or fill) reaches into the toggle's column, so as the
 * page scrolls nothing passes under the toggle, wherever it stops. Measured once for the whole page:
 * the column is fixed and every part of the page scrolls through it. A band across the whole width
 * (a section's tint, 90% of the viewport or more) runs under the gutter by design and is left out; a
 * box that clips its content (a table that scrolls sideways, a drawing cut by its frame) counts
 * where it clips.
 */
export function contentInLauncherColumn(page: Page) {
  return page.evaluate(() => {
    const toggle = document.querySelector<HTMLElement>('#n8n-chat > button');
    if (!toggle) return ['no chat toggle'];
    const column = toggle.getBoundingClientRect().left;
    const band = document.documentElement.clientWidth * 0.9;
    const media = 'img, svg, picture, video, canvas, iframe';
    return [...document.querySelectorAll<HTMLElement>('main *, footer *')]
      .filter((element) => {
        const own = element.getBoundingClientRect();
        if (own.width === 0 || own.height === 0 || own.right <= column || own.width >= band) return false;
        if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
        const style = getComputedStyle(element);
        const painted =
          element.matches(media) ||
          style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
          style.backgroundImage !== 'none' ||
          parseFloat(style.borderRightWidth) > 0 ||
          [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
        if (!painted) return false;
        const clip = element.parentElement
          ?.closest('pre, .overflow-x-auto, .overflow-hidden, [data-scroll-x]')
          ?.getBoundingClientRect();
        return !clip || Math.min(own.right, clip.right) > column;
      })
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()}> "${element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 50)}" ends at ${Math.round(element.getBoundingClientRect().right)} px, the toggle's column at ${Math.round(column)}`,
      );
  });
}

/**
 * The texts among `lines` (one-line elements cut with an ellipsis) that are wider than their box. A
 * range measures the text to the fraction; scrollWidth and clientWidth round, so half a pixel over
 * passed ("Set up in four ste…" at 375 px: outside review TTTTT).
 */
export function clippedTexts(lines: Locator) {
  return lines.evaluateAll((elements) =>
    elements
      .filter((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const style = getComputedStyle(element);
        const box =
          element.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return range.getBoundingClientRect().width > box + 0.01;
      })
      .map((element) => element.textContent),
  );
}
