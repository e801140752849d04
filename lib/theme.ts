/**
 * Light, dark or the system's setting. The choice lives in localStorage; an inline script in every
 * page's <head> (`themeScript`, hashed into the page's CSP by the build like the other inline
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

export const themeScript =
  '(function(d,w){' +
  `var k=${JSON.stringify(THEME_STORAGE_KEY)},s="[${THEME_CHOICE_ATTRIBUTE}]",` +
  'm=w.matchMedia?w.matchMedia("(prefers-color-scheme: dark)"):null;' +
  // Anything stored but "light" or "dark" (tampered, from an older version) means the system's.
  'function g(){try{var v=w.localStorage.getItem(k);return v==="light"||v==="dark"?v:"system"}catch(e){return"system"}}' +
  'function a(){var c=g(),h=d.documentElement;' +
  'h.classList.toggle("dark",c==="dark"||(c==="system"&&!!m&&m.matches));h.setAttribute("data-theme",c);' +
  'var r=d.querySelectorAll(s);for(var i=0;i<r.length;i++)r[i].checked=r[i].value===c}' +
  'a();' +
  'if(m){m.addEventListener?m.addEventListener("change",a):m.addListener(a)}' +
  'w.addEventListener("storage",function(e){if(e.key===k)a()});' +
  'd.addEventListener("DOMContentLoaded",a);' +
  'd.addEventListener("change",function(e){var t=e.target;' +
  'if(!(t instanceof HTMLInputElement)||!t.matches(s))return;' +
  'try{t.value==="light"||t.value==="dark"?w.localStorage.setItem(k,t.value):w.localStorage.removeItem(k)}catch(x){}' +
  'a()})' +
  '})(document,window)';
