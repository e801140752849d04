import { expect, type Page } from '../helpers/test';

/** The search dialog's parts, by role and name. */
export function search(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Search Linkwell' });
  const input = dialog.getByRole('combobox', { name: 'Search the site' });
  const listbox = dialog.getByRole('listbox', { name: 'Search results' });
  return {
    button: page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }),
    dialog,
    input,
    listbox,
    options: listbox.getByRole('option'),
    activeOption: listbox.locator('[role="option"][aria-selected="true"]'),
    async expectOpen() {
      await expect(dialog).toBeVisible();
      await expect(input).toBeFocused();
    },
  };
}

/** Ctrl+K, or ⌘K on Apple keyboards. */
export const shortcut = (modifier: 'Control' | 'Meta' = 'Control') => `${modifier}+KeyK`;
