import 'server-only';
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import {
  outfitColours,
  outfits,
  portraitPlate,
  portraitPlateDark,
  skinSoftening,
  skinTones,
  type Portrait,
} from './portrait';

/**
 * Notionists draws in black lines on white fills. The set's treatment (lib/brand/portrait.ts): lines
 * in the site's ink, a pale plate with an arch behind the figure, the person's own clothes in their
 * colour, and the face's fill the person's skin tone softened towards the plate, so it reads as a tint under the lines.
 */
const { ground, disc, ink } = portraitPlate;

/** `from` moved `share` of the way towards `to` (both #rrggbb). */
export function mixHex(from: string, to: string, share: number): string {
  const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const [a, b] = [channels(from), channels(to)];
  return `#${a
    .map((channel, index) =>
      Math.round(channel + (b[index]! - channel) * share)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The calm expressions of Notionists: open eyes, level brows, a closed or slight smile. The seed
 * picks among them, so faces still differ; the open mouths, frowns and winks read as cartoons.
 */
const calmFeatures = {
  eyes: ['variant04'],
  brows: ['variant05', 'variant07', 'variant08', 'variant10', 'variant12'],
  lips: ['variant03', 'variant14', 'variant17', 'variant18', 'variant20', 'variant21', 'variant22', 'variant23'],
  // Clear lenses (the others are dark shades) and a full beard (the others read as a moustache over
  // an open mouth: outside review G saw a grimace).
  glasses: ['variant03', 'variant08', 'variant11'],
  beard: ['variant02'],
} as const;

// Where Notionists' parts begin in its SVG, in drawing order: the head (its one white fill is the
// skin), then the body (its white fills stay white: the shirt is line drawing on white).
const headStart = '<g transform="translate(531 487)">';
const bodyStart = '<g transform="translate(178 1057)">';
// The plate Notionists draws first; the disc goes right over it, behind the figure.
const plate = `<rect fill="${ground}" width="1744" height="1744" x="0" y="0" />`;

/**
 * The ground behind the figure: an arch, the shape an editorial portrait stands in (a window, a
 * niche), wide enough to back the whole head and running off the frame's foot. A disc behind a
 * centred head is what an app's avatar wears (outside review KK: "cartoon avatars").
 */
export const arch = { left: 230, right: 1514, top: 190 } as const;
const archPath = (() => {
  const radius = (arch.right - arch.left) / 2;
  return `M${arch.left} 1744V${arch.top + radius}A${radius} ${radius} 0 0 1 ${arch.right} ${arch.top + radius}V1744Z`;
})();

/** A number the name always gives (the same in every build): what a person wears when content chooses nothing. */
function nameHash(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 2 ** 31;
  return hash;
}
const pick = <T extends object>(record: T, at: number) => {
  const names = Object.keys(record) as (keyof T)[];
  return names[at % names.length]!;
};

/** What the person wears and its colour: content's choice, else the name's. */
export function outfitOf({ name, portrait }: { name: string; portrait: Portrait }) {
  const hash = nameHash(name);
  const outfit = portrait.outfit ?? pick(outfits, hash);
  const colour = portrait.colour ?? pick(outfitColours, Math.floor(hash / 8));
  return { body: outfits[outfit], fill: outfitColours[colour] };
}

/** The head's white fill in the person's skin, the clothes' in their colour; over the plate, the arch. */
function colour(svg: string, skin: string, clothes: string): string {
  const head = svg.indexOf(headStart);
  const neck = svg.indexOf(bodyStart, head);
  if (
    head < 0 ||
    neck < 0 ||
    !svg.includes(plate) ||
    !svg.includes('<metadata') ||
    !svg.includes('<mask id="viewboxMask">')
  )
    throw new Error('Notionists changed its drawing: portrait-art cannot colour it');
  // The shirt ends where the face's next part begins.
  const shirtEnd = svg.indexOf('<g transform=', neck + bodyStart.length);
  const dark = portraitPlateDark;
  return (
    (
      svg.slice(0, head) +
      svg.slice(head, neck).replaceAll('fill="#fff"', `fill="${skin}"`) +
      svg.slice(neck, shirtEnd).replaceAll('fill="#fff"', `fill="${clothes}"`) +
      svg.slice(shirtEnd)
    )
      .replace(plate, `${plate.replace('<rect ', '<rect class="p" ')}<path class="d" d="${archPath}" fill="${disc}" />`)
      // The ground also outside the square, and the figure at the frame's foot: where a page sets a portrait
      // in a frame wider than tall (About's team, a column wide), the plate runs to its edges and the
      // shoulders stand on its bottom, one illustration, not a square tile inside a box. A square frame
      // shows the square alone.
      .replace(
        '<mask id="viewboxMask">',
        `<rect class="p" fill="${ground}" x="-8720" y="-8720" width="19184" height="19184" /><mask id="viewboxMask">`,
      )
      .replace('<svg ', '<svg preserveAspectRatio="xMidYMax meet" ')
      .replace(
        '<metadata',
        `<style>@media (prefers-color-scheme:dark){.p{fill:${dark.ground}}.d{fill:${dark.disc}}}</style><metadata`,
      )
  );
}

/**
 * A person's portrait as SVG, at build time only (DiceBear never reaches the browser): seeded by
 * the name, so the same person looks the same in every build, with the features content chose.
 * Notionists by Zoish, CC0 1.0 (README, Credits; docs/look-and-feel.md).
 */
export function portraitSvg({ name, portrait }: { name: string; portrait: Portrait }): string {
  const { body, fill } = outfitOf({ name, portrait });
  const svg = createAvatar(notionists, {
    seed: name,
    hair: [portrait.hair as 'variant01'],
    eyes: [...calmFeatures.eyes],
    brows: [...calmFeatures.brows],
    lips: [...calmFeatures.lips],
    beard: [...calmFeatures.beard],
    beardProbability: portrait.beard ? 100 : 0,
    glasses: [...calmFeatures.glasses],
    glassesProbability: portrait.glasses ? 100 : 0,
    // Hands in the frame and a motif on the shirt read as stickers, not as a colleague.
    gestureProbability: 0,
    bodyIconProbability: 0,
    body: [body],
    backgroundColor: [ground.slice(1)],
    // Head and shoulders filling the frame, as a portrait is cropped: at Notionists' own framing the
    // face was a small figure in a large tile, a sticker rather than a portrait (outside review); at
    // 140% the hair met the frame's top edge, cropped like an avatar's, so the arch gets its headroom.
    scale: 128,
    translateY: 12,
    // Square: the page crops the frame (a rounded square in a list, About's tall frames; the chat's
    // faces stay round), so one file serves every shape.
    radius: 0,
  }).toString();
  return colour(svg, mixHex(skinTones[portrait.skin], ground, skinSoftening), fill).replaceAll(
    'fill="#000"',
    `fill="${ink}"`,
  );
}
