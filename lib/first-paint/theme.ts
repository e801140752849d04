/**
 * The theme's inline script, first in every page's <head> (what it does: lib/brand/theme.ts). It applies
 * the stored choice before the first paint, handles the switcher's radios by delegation (the
 * switcher ships no JavaScript and works before hydration) and follows the system and other tabs.
 */
import { THEME_CHOICE_ATTRIBUTE, THEME_STORAGE_KEY } from '@/lib/brand/theme';
import { inlineScript } from './inline-script';

export function applyTheme(storageKey: string, choiceAttribute: string) {
  const selector = `[${choiceAttribute}]`;
  const systemDark = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  // Anything stored but "light" or "dark" (tampered, from an older version) means the system's.
  const stored = () => {
    try {
      const value = window.localStorage.getItem(storageKey);
      return value === 'light' || value === 'dark' ? value : 'system';
    } catch {
      return 'system';
    }
  };
  const apply = () => {
    const choice = stored();
    const root = document.documentElement;
    root.classList.toggle('dark', choice === 'dark' || (choice === 'system' && !!systemDark && systemDark.matches));
    root.setAttribute('data-theme', choice);
    const radios = document.querySelectorAll<HTMLInputElement>(selector);
    for (let i = 0; i < radios.length; i++) radios[i]!.checked = radios[i]!.value === choice;
  };
  apply();
  if (systemDark) {
    if (systemDark.addEventListener) systemDark.addEventListener('change', apply);
    else systemDark.addListener(apply);
  }
  window.addEventListener('storage', (event) => {
    if (event.key === storageKey) apply();
  });
  document.addEventListener('DOMContentLoaded', apply);
  document.addEventListener('change', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || !target.matches(selector)) return;
    try {
      if (target.value === 'light' || target.value === 'dark') window.localStorage.setItem(storageKey, target.value);
      else window.localStorage.removeItem(storageKey);
    } catch {
      // Storage blocked (private mode): the choice holds for this page only.
    }
    apply();
  });
}

export const themeScript = inlineScript(applyTheme, THEME_STORAGE_KEY, THEME_CHOICE_ATTRIBUTE);
