import 'server-only';
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import { swatchNameFor, type SwatchName } from './identity';
import type { Portrait } from './portrait';

/**
 * Light tints behind the line drawing (its black lines need a light ground in the dark theme too),
 * one per colour of the identity system: a person stands on their name's colour, so the people
 * shown side by side stand on different ones (tests/unit/marketing/identity-content.test.ts).
 */
const grounds: Record<SwatchName, string> = {
  amber: 'fde68a',
  orange: 'fed7aa',
  rose: 'fecdd3',
  fuchsia: 'f5d0fe',
  violet: 'ddd6fe',
  indigo: 'c7d2fe',
  blue: 'bfdbfe',
  sky: 'bae6fd',
  cyan: 'a5f3fc',
  teal: '99f6e4',
  emerald: 'a7f3d0',
};

/** A person's ground, by name: the same person on the same tint on every page. */
export const portraitGround = (name: string) => grounds[swatchNameFor({ name })];

/**
 * A person's portrait as SVG, at build time only (DiceBear never reaches the browser): seeded by
 * the name, so the same person looks the same in every build, with the features content chose.
 * Notionists by Zoish, CC0 1.0 (README, Credits; docs/look-and-feel.md).
 */
export function portraitSvg({ name, portrait }: { name: string; portrait: Portrait }): string {
  return createAvatar(notionists, {
    seed: name,
    hair: [portrait.hair as 'variant01'],
    beardProbability: portrait.beard ? 100 : 0,
    glassesProbability: portrait.glasses ? 100 : 0,
    // Hands in the frame and a motif on the shirt read as stickers, not as a colleague.
    gestureProbability: 0,
    bodyIconProbability: 0,
    backgroundColor: [portraitGround(name)],
    radius: 50,
  }).toString();
}
