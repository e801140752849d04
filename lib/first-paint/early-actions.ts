/**
 * What a person does before the page hydrates. Pages paint before their scripts run (the chunk
 * loader, ./chunk-loader.ts), so the page can be used while React is not listening yet.
 * Native controls come first: a <details>, or radios whose choice CSS applies (./native-choices.ts),
 * work before hydration and without JavaScript with nothing to replay. What follows is for the rest
 * (the chat, the header's menu, the feedback buttons, the forms' submits, the docs' categories);
 * tests/unit/first-paint/early-clicks-coverage.test.ts fails for a client component that is neither.
 * One idea covers every control: what the person did is in the DOM when React arrives, and the
 * component takes it up on mount (components/ui/useEarlyActions.ts, the only entry point).
 *
 * - Values typed, options chosen, boxes ticked and files picked stay in their controls (hydration
 *   keeps them): the component reads its controls on mount (`earlyValue`, `earlyChecked`).
 * - Clicks and submits leave no trace, so `recordEarlyActions` (./early-actions-script.ts), inline at the top of every page's
 *   body, records them: a click on a button inside an element marked `data-early-clicks` is queued
 *   for that element, and the submit of a form marked `data-hold-submit` is held (never sent
 *   natively, so no field ends up in a URL) and the form marked `data-submit-pending`.
 *
 * The search button is left to its own script (./search-trigger.ts), which answers it before
 * hydration as after.
 *
 * A component marks its element `data-hydrated` as it mounts (`markHydrated`); from then on React
 * handles its events and the script leaves them alone.
 */

export const EARLY_CLICKS_ATTRIBUTE = 'data-early-clicks';
export const HOLD_SUBMIT_ATTRIBUTE = 'data-hold-submit';
export const SUBMIT_PENDING_ATTRIBUTE = 'data-submit-pending';
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Spread on the element whose buttons' early clicks its component replays: `<div {...earlyClicksScope}>`. */
export const earlyClicksScope = { [EARLY_CLICKS_ATTRIBUTE]: '' } as const;
/** Spread on a form that must never submit natively before hydration: `<form {...holdSubmit}>`. */
export const holdSubmit = { [HOLD_SUBMIT_ATTRIBUTE]: '' } as const;

declare global {
  interface Window {
    /** The buttons clicked before their scope hydrated, in order (set by the inline script). */
    __earlyClicks?: HTMLButtonElement[];
  }
}

/** Marks `element` as handled by React from now on. */
export function markHydrated(element: Element) {
  element.setAttribute(HYDRATED_ATTRIBUTE, '');
}

/** Removes and returns, in the order they were made, the early clicks on buttons inside `scope` (and drops those on buttons no longer in the page). */
export function takeEarlyClicks(scope: Element): HTMLButtonElement[] {
  const queue = (window.__earlyClicks ?? []).filter((button) => button.isConnected);
  const taken = queue.filter((button) => scope.contains(button));
  window.__earlyClicks = queue.filter((button) => !taken.includes(button));
  return taken;
}

/** Whether the form was submitted before hydration (and forgets it: the submission is taken up once). */
export function takeHeldSubmit(form: HTMLFormElement): boolean {
  const held = form.hasAttribute(SUBMIT_PENDING_ATTRIBUTE);
  form.removeAttribute(SUBMIT_PENDING_ATTRIBUTE);
  return held;
}

type ValueControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The control's value when the person changed it before hydration (it differs from the one rendered), else null. */
export function earlyValue(control: ValueControl | null, rendered: string): string | null {
  return control && control.value !== rendered ? control.value : null;
}

/** The checkbox's or radio's state when the person changed it before hydration, else null. */
export function earlyChecked(control: HTMLInputElement | null, rendered: boolean): boolean | null {
  return control && control.checked !== rendered ? control.checked : null;
}

/** The value of the radio checked inside `group` when the person chose it before hydration (not the one rendered), else null. */
export function earlyChoice(group: Element | null, rendered: string): string | null {
  const checked = group?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
  return checked && checked.value !== rendered ? checked.value : null;
}
