import 'server-only';
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import { portraitPlate, skinTones, type Portrait } from './portrait';

/**
 * Notionists draws in black lines on white fills: placeholder line art on a grey tile to outside
 * reviewers. Each person gets colour within the style instead, as a duotone set: the skin tone
 * content chose, and the one plate and navy shirt everyone shares (lib/brand/portrait.ts). Lines stay
 * in the site's ink rather than pure black.
 */
const portraitInk = '#1e293b';

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
// skin), the body (its white fills the shirt), then the hair and the face.
const headStart = '<g transform="translate(531 487)">';
const bodyStart = '<g transform="translate(178 1057)">';
const hairStart = '<g transform="translate(266 207)">';

/** The head's and the body's white fills in the person's skin and shirt; the face keeps its whites. */
function colour(svg: string, skin: string, shirt: string): string {
  const head = svg.indexOf(headStart);
  const body = svg.indexOf(bodyStart, head);
  const hair = svg.indexOf(hairStart, body);
  if (head < 0 || body < 0 || hair < 0)
    throw new Error('Notionists changed its drawing: portrait-art cannot colour it');
  const fill = (part: string, to: string) => part.replaceAll('fill="#fff"', `fill="${to}"`);
  return svg.slice(0, head) + fill(svg.slice(head, body), skin) + fill(svg.slice(body, hair), shirt) + svg.slice(hair);
}

/**
 * A person's portrait as SVG, at build time only (DiceBear never reaches the browser): seeded by
 * the name, so the same person looks the same in every build, with the features content chose.
 * Notionists by Zoish, CC0 1.0 (README, Credits; docs/look-and-feel.md).
 */
export function portraitSvg({ name, portrait }: { name: string; portrait: Portrait }): string {
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
    backgroundColor: [portraitPlate.ground.slice(1)],
    // Head and shoulders filling the frame, as a portrait is cropped: at Notionists' own framing the
    // face was a small figure in a large tile, a sticker rather than a portrait (outside review).
    scale: 140,
    translateY: 10,
    // Square: the page crops the frame (a rounded square in a list, About's tall frames; the chat's
    // faces stay round), so one file serves every shape.
    radius: 0,
  }).toString();
  return colour(svg, skinTones[portrait.skin], portraitPlate.shirt).replaceAll('fill="#000"', `fill="${portraitInk}"`);
}
