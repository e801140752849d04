import type { Locator } from './test';

/**
 * WCAG contrast ratios of an element, from its computed colours: its text and its top border
 * against its own fill, and against the surface behind it (the first ancestor with an opaque
 * background). Colours are resolved by a canvas, so any CSS colour syntax works.
 */
export const contrastOf = (element: Locator) =>
  element.evaluate((node) => {
    const parse = (colour: string) => {
      const probe = document.createElement('canvas').getContext('2d')!;
      probe.fillStyle = colour;
      probe.fillRect(0, 0, 1, 1);
      return Array.from(probe.getImageData(0, 0, 1, 1).data.slice(0, 4));
    };
    const luminance = (rgba: number[]) =>
      [0.2126, 0.7152, 0.0722].reduce((sum, weight, i) => {
        const v = (rgba[i] ?? 0) / 255;
        return sum + weight * (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      }, 0);
    const ratio = (a: number[], b: number[]) => {
      const [x, y] = [luminance(a), luminance(b)];
      return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
    };
    const opaque = (colour: string) => parse(colour)[3] !== 0;
    let surface: Element | null = node.parentElement;
    while (surface && !opaque(getComputedStyle(surface).backgroundColor)) surface = surface.parentElement;
    const style = getComputedStyle(node);
    const behind = parse(getComputedStyle(surface ?? document.documentElement).backgroundColor);
    // The text sits on the element's own fill when it has one, else on the surface behind.
    const fill = opaque(style.backgroundColor) ? parse(style.backgroundColor) : behind;
    const border = parse(style.borderTopColor);
    return {
      text: ratio(parse(style.color), fill),
      borderAgainstFill: ratio(border, parse(style.backgroundColor)),
      borderAgainstSurface: ratio(border, behind),
    };
  });
