import { earlyActionsScript } from '@/lib/first-paint/early-actions-script';
import { searchTriggerScript } from '@/lib/first-paint/search-trigger';
import { SEARCH_INTENT_EVENT, SEARCH_OPEN_EVENT, SEARCH_REQUESTED, SEARCH_TYPED } from '@/lib/search/trigger';

// The inline scripts, run once as a page's are (their listeners stay on window for every test).
new Function(earlyActionsScript.source)();
new Function(searchTriggerScript.source)();

const opened = jest.fn();
const intent = jest.fn();
window.addEventListener(SEARCH_OPEN_EVENT, opened);
window.addEventListener(SEARCH_INTENT_EVENT, intent);

beforeEach(() => {
  document.body.innerHTML = `
    <header data-early-clicks><button id="search" type="button" data-search-trigger><span id="icon">S</span></button><button id="menu" type="button">Menu</button></header>
    <input id="field"><textarea id="area"></textarea><div id="editable" contenteditable="true"></div><p id="text">Text</p>`;
  window[SEARCH_REQUESTED] = 0;
  window[SEARCH_TYPED] = '';
  window.__earlyClicks = [];
  opened.mockClear();
  intent.mockClear();
});

const press = (target: Element, init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};
const byId = (id: string) => document.getElementById(id)!;

describe('the search trigger script', () => {
  it('opens search on Ctrl+K and Cmd+K anywhere, text fields included, and keeps the browser from using it', () => {
    const ctrl = press(byId('text'), { key: 'k', ctrlKey: true });
    expect(ctrl.defaultPrevented).toBe(true);
    expect(window[SEARCH_REQUESTED]).toBeGreaterThan(0);
    press(byId('field'), { key: 'K', metaKey: true });
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('opens search on "/" outside text fields only', () => {
    for (const id of ['field', 'area']) press(byId(id), { key: '/' });
    (byId('editable') as HTMLElement & { isContentEditable: boolean }).contentEditable = 'true';
    expect(opened).not.toHaveBeenCalled();
    const slash = press(byId('text'), { key: '/' });
    expect(slash.defaultPrevented).toBe(true);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('leaves other keys, other shortcuts and keys a page already handled alone', () => {
    press(byId('text'), { key: 'k' });
    press(byId('text'), { key: 'k', ctrlKey: true, shiftKey: true });
    press(byId('text'), { key: 'k', ctrlKey: true, altKey: true });
    press(byId('text'), { key: '/', ctrlKey: true });
    const handled = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    byId('text').addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    byId('text').dispatchEvent(handled);
    expect(opened).not.toHaveBeenCalled();
    expect(window[SEARCH_REQUESTED]).toBe(0);
  });

  it('focuses a page\'s own search box on "/" instead of opening the dialog', () => {
    document.body.insertAdjacentHTML('beforeend', '<input id="docs-box" aria-keyshortcuts="/">');
    press(byId('text'), { key: '/' });
    expect(document.activeElement).toBe(byId('docs-box'));
    expect(opened).not.toHaveBeenCalled();
    // Ctrl+K still opens the site search there.
    press(byId('docs-box'), { key: 'k', ctrlKey: true });
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('opens search on a click of the button (also on its icon), which the early-click replay leaves alone', () => {
    byId('icon').click();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(window[SEARCH_REQUESTED]).toBeGreaterThan(0);
    byId('menu').click();
    expect(window.__earlyClicks!.map((button) => button.id)).toEqual(['menu']);
  });

  it('reports intent on hover, focus and touch of the button only', () => {
    byId('icon').dispatchEvent(new Event('pointerover', { bubbles: true }));
    byId('search').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    byId('search').dispatchEvent(new Event('touchstart', { bubbles: true }));
    byId('menu').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(intent).toHaveBeenCalledTimes(3);
    expect(opened).not.toHaveBeenCalled();
  });

  it('keeps what is typed while the dialog is loading, for a few seconds only', () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    press(byId('text'), { key: 'k', ctrlKey: true });
    for (const key of ['s', 'k', 'x', 'Backspace', 'u', ' '])
      expect(press(byId('text'), { key }).defaultPrevented).toBe(true);
    expect(window[SEARCH_TYPED]).toBe('sku ');
    // Keys that are not text, and keys in a field, are the page's.
    expect(press(byId('text'), { key: 'ArrowDown' }).defaultPrevented).toBe(false);
    expect(press(byId('field'), { key: 'z' }).defaultPrevented).toBe(false);
    now.mockReturnValue(1_006_000);
    expect(press(byId('text'), { key: ' ' }).defaultPrevented).toBe(false);
    expect(window[SEARCH_TYPED]).toBe('sku ');
    now.mockRestore();
  });

  it('leaves typing alone when no search was asked for', () => {
    expect(press(byId('text'), { key: 'a' }).defaultPrevented).toBe(false);
    expect(window[SEARCH_TYPED]).toBe('');
  });
});
