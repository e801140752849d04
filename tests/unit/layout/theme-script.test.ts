import { themeScript } from '@/lib/first-paint/theme';
import { THEME_CHOICE_ATTRIBUTE, THEME_STORAGE_KEY } from '@/lib/brand/theme';

/** Runs the inline script as the browser would, with the system set to `systemDark`. */
function boot(systemDark: boolean) {
  const listeners: (() => void)[] = [];
  const media = {
    matches: systemDark,
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  };
  window.matchMedia = (() => media) as unknown as typeof window.matchMedia;
  new Function(themeScript.source)();
  return {
    setSystemDark(dark: boolean) {
      media.matches = dark;
      listeners.forEach((listener) => listener());
    },
  };
}

const html = document.documentElement;

function radios() {
  document.body.innerHTML = ['light', 'dark', 'system']
    .map((value) => `<input type="radio" name="theme" value="${value}" ${THEME_CHOICE_ATTRIBUTE}>`)
    .join('');
  return [...document.querySelectorAll<HTMLInputElement>('input')];
}

beforeEach(() => {
  window.localStorage.clear();
  html.className = '';
  html.removeAttribute('data-theme');
  document.body.innerHTML = '';
});

describe('theme script', () => {
  it('applies a stored dark choice even when the system is light', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    boot(false);
    expect(html.classList.contains('dark')).toBe(true);
    expect(html.dataset.theme).toBe('dark');
  });

  it('follows the system without a choice, and when the system changes', () => {
    const system = boot(true);
    expect(html.classList.contains('dark')).toBe(true);
    system.setSystemDark(false);
    expect(html.classList.contains('dark')).toBe(false);
    expect(html.dataset.theme).toBe('system');
  });

  it('treats a tampered stored value as the system setting', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, '"><script>alert(1)</script>');
    boot(false);
    expect(html.classList.contains('dark')).toBe(false);
    expect(html.dataset.theme).toBe('system');
  });

  it('stores a choice made on the radios, checks it, and forgets it for System', () => {
    const [light, dark, system] = radios() as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
    boot(false);
    dark.checked = true;
    dark.dispatchEvent(new Event('change', { bubbles: true }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(html.classList.contains('dark')).toBe(true);

    light.checked = true;
    light.dispatchEvent(new Event('change', { bubbles: true }));
    expect(html.classList.contains('dark')).toBe(false);

    system.checked = true;
    system.dispatchEvent(new Event('change', { bubbles: true }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(system.checked).toBe(true);
  });

  it('keeps working when storage throws (private mode, blocked cookies)', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => boot(true)).not.toThrow();
    expect(html.classList.contains('dark')).toBe(true);
    getItem.mockRestore();
  });
});
