/**
 * Drafts of a form's text fields in sessionStorage, so a long message survives a failed send, a
 * timeout or an accidental reload. Only strings are kept (never a file); storage errors are ignored.
 */

const DRAFT_PREFIX = 'linkwell:form-draft:';

export type Draft = Record<string, string>;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

export const draftStorageKey = (formKey: string) => `${DRAFT_PREFIX}${formKey}`;

/** The non-empty text values among `values`. */
export function draftOf(values: Record<string, unknown>): Draft {
  const draft: Draft = {};
  for (const [name, value] of Object.entries(values)) if (typeof value === 'string' && value !== '') draft[name] = value;
  return draft;
}

export function saveDraft(formKey: string, values: Record<string, unknown>): void {
  const draft = draftOf(values);
  try {
    if (Object.keys(draft).length === 0) storage()?.removeItem(draftStorageKey(formKey));
    else storage()?.setItem(draftStorageKey(formKey), JSON.stringify(draft));
  } catch {
    // Full or disabled storage: the form still works, only without a draft.
  }
}

/** The saved draft, keeping only text values of the given fields. */
export function loadDraft(formKey: string, fields: readonly string[]): Draft {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(draftStorageKey(formKey)) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return {};
    const saved = parsed as Record<string, unknown>;
    return draftOf(Object.fromEntries(fields.map((field) => [field, saved[field]])));
  } catch {
    return {};
  }
}

export function clearDraft(formKey: string): void {
  try {
    storage()?.removeItem(draftStorageKey(formKey));
  } catch {
    // Nothing to clear.
  }
}
