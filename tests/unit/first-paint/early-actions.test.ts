import { earlyActionsScript } from '@/lib/first-paint/early-actions-script';
import {
  earlyChecked,
  earlyChoice,
  earlyValue,
  markHydrated,
  takeEarlyClicks,
  takeHeldSubmit,
} from '@/lib/first-paint/early-actions';

// The inline script, run once as the page's would be (its listeners stay on window for every test).
new Function(earlyActionsScript.source)();

const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

beforeEach(() => {
  document.body.innerHTML = `
    <form id="held" data-hold-submit><input name="name"><button type="submit">Send</button></form>
    <form id="plain"><input name="q"></form>
    <div id="scope" data-early-clicks><button id="a" type="button">A</button><button id="b" type="button"><span id="b-label">B</span></button><button id="s" type="submit">S</button></div>
    <div id="other" data-early-clicks><button id="c" type="button">C</button></div>
    <button id="outside" type="button">Outside</button>`;
  window.__earlyClicks = [];
});

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

describe('the inline script, before hydration', () => {
  it('holds the submit of a marked form (no native submission) and marks it pending', () => {
    const form = byId<HTMLFormElement>('held');
    expect(submit(form)).toBe(false);
    expect(form).toHaveAttribute('data-submit-pending');
    expect(takeHeldSubmit(form)).toBe(true);
    expect(form).not.toHaveAttribute('data-submit-pending');
    // Taken up once.
    expect(takeHeldSubmit(form)).toBe(false);
  });

  it('leaves other forms, hydrated forms and submits React already handled alone', () => {
    expect(submit(byId('plain'))).toBe(true);
    const held = byId<HTMLFormElement>('held');
    markHydrated(held);
    expect(submit(held)).toBe(true);
    expect(held).not.toHaveAttribute('data-submit-pending');

    const handled = byId<HTMLFormElement>('plain');
    handled.setAttribute('data-hold-submit', '');
    handled.addEventListener('submit', (event) => event.preventDefault());
    submit(handled);
    expect(handled).not.toHaveAttribute('data-submit-pending');
  });

  it('queues clicks on buttons inside a not yet hydrated scope, in order; not submit buttons, not elsewhere', () => {
    byId('b-label').click();
    byId('outside').click();
    byId('s').click();
    byId('c').click();
    byId('a').click();
    expect(window.__earlyClicks!.map((button) => button.id)).toEqual(['b', 'c', 'a']);

    const scope = byId('scope');
    markHydrated(scope);
    byId('a').click();
    expect(takeEarlyClicks(scope).map((button) => button.id)).toEqual(['b', 'a']);
    // The other scope keeps its own.
    expect(window.__earlyClicks!.map((button) => button.id)).toEqual(['c']);
    expect(takeEarlyClicks(scope)).toEqual([]);
    // Scopes that hydrate later still get the clicks made after another took its own.
    byId('c').click();
    expect(takeEarlyClicks(byId('other')).map((button) => button.id)).toEqual(['c', 'c']);
  });

  it('forgets clicks on buttons that left the page (a client-side navigation)', () => {
    byId('a').click();
    byId('c').click();
    byId('scope').remove();
    expect(takeEarlyClicks(byId('other')).map((button) => button.id)).toEqual(['c']);
    expect(window.__earlyClicks).toEqual([]);
  });
});

describe('reading what a control holds at hydration', () => {
  it('reports a value or state only when it differs from what was rendered', () => {
    const input = document.createElement('input');
    expect(earlyValue(input, '')).toBeNull();
    input.value = '12';
    expect(earlyValue(input, '10')).toBe('12');
    expect(earlyValue(input, '12')).toBeNull();
    expect(earlyValue(null, '')).toBeNull();

    const box = document.createElement('input');
    box.type = 'checkbox';
    expect(earlyChecked(box, false)).toBeNull();
    expect(earlyChecked(box, true)).toBe(false);
  });

  it('reports the radio chosen in a group when it is not the one rendered', () => {
    document.body.innerHTML =
      '<fieldset id="group"><input type="radio" name="p" value="monthly"><input type="radio" name="p" value="annual" checked></fieldset>';
    const group = byId('group');
    expect(earlyChoice(group, 'annual')).toBeNull();
    group.querySelector<HTMLInputElement>('[value="monthly"]')!.checked = true;
    expect(earlyChoice(group, 'annual')).toBe('monthly');
  });
});
