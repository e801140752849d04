// @ts-check
/**
 * The switch for the first-paint tricks, read at build time by the root layout and by
 * scripts/postbuild.mjs: `FIRST_PAINT=off npm run build` exports plain Next output (the chunks load
 * as Next emits them, and no inline script records clicks and submits made before hydration), so
 * `npm run bench -- --wing-off DIR` can measure what the tricks earn. Anything else, or unset: on.
 *
 * @param {Record<string, string | undefined>} [env]
 */
export function firstPaintEnabled(env = process.env) {
  return env.FIRST_PAINT !== 'off';
}
