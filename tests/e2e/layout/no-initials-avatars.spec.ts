import { expect, test } from '../helpers/test';
import { sitemapRoutes } from '../helpers/sitemap';

/*
 * No person is shown as initials in a circle (issue 24): on every route, no visible element whose
 * text is one to three capital letters is drawn round. Round means, for an HTML box, corners
 * rounded by 30% of its side or more; for an SVG, a shape filling the graphic whose four corners
 * (10% in from its box) are all left empty, as a circle's are and a rounded square's are not.
 * Vendors' and companies' monogram tiles (rounded squares, leaves) are not people and pass.
 */
for (const route of sitemapRoutes()) {
  test(`${route} shows no initials in a circle`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(route);
    const avatars = await page.evaluate(() => {
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
    expect(avatars, `initials avatars on ${route}`).toEqual([]);
  });
}
