import 'server-only';
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import type { Portrait } from './portrait';

/**
 * Every person stands on the same ground, drawn in the same ink, so the team and the customers read
 * as one set of editorial portraits rather than stickers (outside review, 7.7): a pale slate (the
 * black lines need a light ground in the dark theme too) and the site's ink instead of pure black.
 */
export const portraitGround = 'e6eaf2';
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

/**
 * A person's portrait as SVG, at build time only (DiceBear never reaches the browser): seeded by
 * the name, so the same person looks the same in every build, with the features content chose.
 * Notionists by Zoish, CC0 1.0 (README, Credits; docs/look-and-feel.md).
 */
export function portraitSvg({ name, portrait }: { name: string; portrait: Portrait }): string {
  return createAvatar(notionists, {
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
    backgroundColor: [portraitGround],
    // Square: the page crops the frame (a rounded square in a list, About's tall frames; the chat's
    // faces stay round), so one file serves every shape.
    radius: 0,
  })
    .toString()
    .replaceAll('fill="#000"', `fill="${portraitInk}"`);
}
