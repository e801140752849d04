import type { Locator, Page } from './test';

export type Rgb = [number, number, number];

/** A screenshot as pixels: `at(x, y)` is the colour drawn there. */
export type Pixels = { width: number; height: number; at: (x: number, y: number) => Rgb };

/** What is on screen, not what the styles say: a PNG screenshot decoded by the browser itself. */
async function decode(page: Page, png: Buffer): Promise<Pixels> {
  const { width, height, data } = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    return { width: bitmap.width, height: bitmap.height, data: Array.from(pixels) };
  }, png.toString('base64'));
  return {
    width,
    height,
    at: (x, y) => {
      const i = (y * width + x) * 4;
      return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
    },
  };
}

/** The pixels of an element's box as drawn. */
export const pixelsOf = async (element: Locator) => decode(element.page(), await element.screenshot());

/** The pixels of a region of the viewport as drawn. */
export const pixelsOfRegion = async (page: Page, clip: { x: number; y: number; width: number; height: number }) =>
  decode(page, await page.screenshot({ clip }));

const luminance = ([r, g, b]: Rgb) =>
  [r, g, b].reduce((sum, channel, i) => {
    const v = channel / 255;
    return sum + [0.2126, 0.7152, 0.0722][i]! * (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  }, 0);

/** The WCAG contrast ratio of two colours. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** The mean relative luminance of the pixels: how light a region looks. */
export function meanLuminance(pixels: Pixels): number {
  let sum = 0;
  for (let y = 0; y < pixels.height; y += 1)
    for (let x = 0; x < pixels.width; x += 1) sum += luminance(pixels.at(x, y));
  return sum / (pixels.width * pixels.height);
}

/** A colour token of the current theme (`--color-brand-600`) as sRGB channels. */
export const tokenColour = (page: Page, token: string) =>
  page.evaluate((name) => {
    const probe = document.createElement('canvas').getContext('2d')!;
    probe.fillStyle = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
    probe.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = probe.getImageData(0, 0, 1, 1).data;
    return [r, g, b] as Rgb;
  }, token);
