/**
 * The early actions' recorder (see ./early-actions.ts), inline at the top of every page's body. A
 * module of its own, which only the server imports: a component that imports the protocol does not
 * take the recorder (and the serialising of it, a side effect that bundlers keep) into the browser.
 */
import { SEARCH_TRIGGER_ATTRIBUTE } from '@/lib/search/trigger';
import {
  EARLY_CLICKS_ATTRIBUTE,
  HOLD_SUBMIT_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  SUBMIT_PENDING_ATTRIBUTE,
} from './early-actions';
import { inlineScript } from './inline-script';

type EarlyActionAttributes = {
  hydrated: string;
  holdSubmit: string;
  submitPending: string;
  earlyClicks: string;
  searchTrigger: string;
};

/**
 * The inline script. Its listeners are on window and in the bubble phase, so they see an event
 * after React has had it: a click React hydrates its target for and handles is not queued as well.
 */
export function recordEarlyActions(attributes: EarlyActionAttributes) {
  window.__earlyClicks = [];
  const early = (element: Element | null) => !!element && !element.hasAttribute(attributes.hydrated);
  window.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    if (!form.hasAttribute(attributes.holdSubmit) || !early(form)) return;
    event.preventDefault();
    form.setAttribute(attributes.submitPending, '');
  });
  window.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.type !== 'button' || button.hasAttribute(attributes.searchTrigger)) return;
    if (early(button.closest(`[${attributes.earlyClicks}]`)))
      (window.__earlyClicks || (window.__earlyClicks = [])).push(button);
  });
}

export const earlyActionsScript = inlineScript(recordEarlyActions, {
  hydrated: HYDRATED_ATTRIBUTE,
  holdSubmit: HOLD_SUBMIT_ATTRIBUTE,
  submitPending: SUBMIT_PENDING_ATTRIBUTE,
  earlyClicks: EARLY_CLICKS_ATTRIBUTE,
  searchTrigger: SEARCH_TRIGGER_ATTRIBUTE,
});
