/**
 * How the search dialog is asked for. One inline script (lib/first-paint/search-trigger.ts, rendered
 * with the early actions, first in the body) listens from the first paint, before and after hydration alike: Ctrl/Cmd+K, "/" outside
 * text fields, and a click on any `data-search-trigger` button. It records the request and
 * announces it with an event; the lazily loaded dialog takes it up. Hover, focus or touch of a
 * trigger announces intent, so the dialog's code and the index load before the click.
 *
 * "/" on a page with its own search box (an input with aria-keyshortcuts="/", the /documentation
 * one) focuses that box instead, as the box's hint says.
 */

export const SEARCH_TRIGGER_ATTRIBUTE = 'data-search-trigger';
/**
 * Set on <html> by the same script where the keyboard's shortcut key is Command (Apple's systems),
 * so the header button's hint says ⌘K there and Ctrl K elsewhere from the first paint (the
 * `apple-keys:` variant of app/globals.css).
 */
export const APPLE_KEYS_ATTRIBUTE = 'data-apple-keys';
export const SEARCH_OPEN_EVENT = 'linkwell:search-open';
export const SEARCH_INTENT_EVENT = 'linkwell:search-intent';
/** When the dialog was last asked for (window[SEARCH_REQUESTED], a time in ms); the dialog sets it to 0 as it opens. */
export const SEARCH_REQUESTED = '__searchRequested';
/**
 * What was typed between asking for the dialog and its opening (its code may still be loading):
 * kept here (window[SEARCH_TYPED]) and taken as the dialog's first query, so no letter is lost.
 * Only for a few seconds: a dialog that cannot load must not swallow the page's keys.
 */
export const SEARCH_TYPED = '__searchTyped';

declare global {
  interface Window {
    [SEARCH_REQUESTED]?: number;
    [SEARCH_TYPED]?: string;
  }
}
