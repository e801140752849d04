/**
 * The search trigger's inline script (what it answers: lib/search/trigger.ts). It runs with or
 * without the other first-paint tricks: the shortcuts and the button work before hydration as after.
 */
import {
  APPLE_KEYS_ATTRIBUTE,
  SEARCH_INTENT_EVENT,
  SEARCH_OPEN_EVENT,
  SEARCH_REQUESTED,
  SEARCH_TRIGGER_ATTRIBUTE,
  SEARCH_TYPED,
} from '@/lib/search/trigger';
import { inlineScript } from './inline-script';

type SearchTriggerNames = {
  triggerAttribute: string;
  appleKeysAttribute: string;
  openEvent: string;
  intentEvent: string;
  requested: typeof SEARCH_REQUESTED;
  typed: typeof SEARCH_TYPED;
};

/** How long letters typed after asking for search are kept for the dialog (a dialog that cannot load must not swallow the page's keys). */
const TYPED_KEPT_MS = 5000;

export function answerSearchTrigger(names: SearchTriggerNames, typedKeptMs: number) {
  if (/Mac|iPhone|iPad|iPod/.test(navigator.platform))
    document.documentElement.setAttribute(names.appleKeysAttribute, '');
  const fire = (type: string) => window.dispatchEvent(new Event(type));
  const open = () => {
    window[names.requested] = Date.now();
    fire(names.openEvent);
  };
  const trigger = (event: Event) =>
    event.target instanceof Element && !!event.target.closest(`[${names.triggerAttribute}]`);
  window.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.isComposing || event.altKey) return;
    const key = event.key;
    if ((key === 'k' || key === 'K') && (event.metaKey || event.ctrlKey) && !event.shiftKey) {
      event.preventDefault();
      open();
      return;
    }
    const target = event.target;
    // A field in a dialog that has just closed keeps focus until the browser's next rendering
    // update: a key pressed then is not typed into it.
    const typing =
      target instanceof HTMLElement &&
      (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) &&
      !target.closest('dialog:not([open])');
    if (event.metaKey || event.ctrlKey || typing) return;
    if (Date.now() - (window[names.requested] || 0) < typedKeptMs && (key.length === 1 || key === 'Backspace')) {
      event.preventDefault();
      const typed = window[names.typed] || '';
      window[names.typed] = key.length === 1 ? typed + key : typed.slice(0, -1);
      return;
    }
    if (key !== '/') return;
    event.preventDefault();
    const box = document.querySelector<HTMLInputElement>('input[aria-keyshortcuts="/"]');
    if (box) box.focus();
    else open();
  });
  window.addEventListener('click', (event) => {
    if (!event.defaultPrevented && trigger(event)) open();
  });
  ['pointerover', 'focusin', 'touchstart'].forEach((type) =>
    window.addEventListener(
      type,
      (event) => {
        if (trigger(event)) fire(names.intentEvent);
      },
      { passive: true },
    ),
  );
}

export const searchTriggerScript = inlineScript(
  answerSearchTrigger,
  {
    triggerAttribute: SEARCH_TRIGGER_ATTRIBUTE,
    appleKeysAttribute: APPLE_KEYS_ATTRIBUTE,
    openEvent: SEARCH_OPEN_EVENT,
    intentEvent: SEARCH_INTENT_EVENT,
    requested: SEARCH_REQUESTED,
    typed: SEARCH_TYPED,
  },
  TYPED_KEPT_MS,
);
