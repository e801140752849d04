/**
 * The brand mark, defined once: two linked rings on the brand tile, in a 32 x 32 box. The header
 * and footer use it from the icon sprite (components/layout/Logo.tsx), the Home scene draws it in
 * its file, next/og draws it in the share images and app icons, and app/icon.svg is this drawing
 * (tests/unit/logo.test.tsx holds them equal).
 */
export const logoMark = {
  id: 'logo',
  box: 32,
  tile: { colour: '#2453e0', radius: 8 },
  rings: [
    { cx: 12.5, colour: '#fff' },
    { cx: 19.5, colour: '#bfd4ff' },
  ],
  ring: { cy: 16, r: 5.5, strokeWidth: 2.5 },
} as const;

/** The mark's tile and rings as SVG markup, without the outer element. */
export function logoMarkShapes({ tile = true }: { tile?: boolean } = {}): string {
  const { box, ring } = logoMark;
  const rings = logoMark.rings.map(
    ({ cx, colour }) =>
      `<circle cx="${cx}" cy="${ring.cy}" r="${ring.r}" fill="none" stroke="${colour}" stroke-width="${ring.strokeWidth}"/>`,
  );
  const background = `<rect width="${box}" height="${box}" rx="${logoMark.tile.radius}" fill="${logoMark.tile.colour}"/>`;
  return `${tile ? background : ''}${rings.join('')}`;
}

/** The mark as a standalone SVG file (app/icon.svg). */
export const logoMarkFile = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${logoMark.box} ${logoMark.box}">${logoMarkShapes()}</svg>`;
