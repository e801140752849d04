/**
 * Light, dark or the system's setting. The choice lives in localStorage; an inline script in every
 * page's <head> (lib/first-paint/theme.ts, hashed into the page's CSP by the build like the other inline
 * scripts) applies it before the first paint, so a stored dark choice never flashes white. The
 * same script handles the switcher's radios by delegation, so the switcher ships no JavaScript of
 * its own and works before the page hydrates; it also follows the system setting and other tabs.
 */
export const THEME_STORAGE_KEY = 'linkwell-theme';
/** Marks the switcher's radio inputs (there is one switcher in the header and one in the mobile menu). */
export const THEME_CHOICE_ATTRIBUTE = 'data-theme-choice';

export const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/** The page backgrounds of the two themes (app/globals.css), for the browser's theme-color. */
export const themeBackgrounds = { light: '#ffffff', dark: '#0b1121' } as const;
