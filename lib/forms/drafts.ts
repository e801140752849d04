/**
 * Drafts of a form's text fields in sessionStorage, so a long message survives a failed send, a
 * timeout or an accidental reload. Only strings are kept (never a file). A draft holds personal
 * data, so it expires after DRAFT_MAX_AGE_MS and is cleared once the form is sent (the cookie
 * policy, content/legal/cookies.md, says so). A draft that cannot be stored is removed rather than
 * left behind with older text, and the form says so.
 */

const DRAFT_PREFIX = 'linkwell:form-draft:';

/** How long a draft is kept: a day, enough to come back to an interrupted message. */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Typing pauses this long before the draft is written (the last keys are written on leaving the page). */
export const DRAFT_WRITE_DELAY_MS = 400;

export const DRAFT_NOT_SAVED_MESSAGE =
  'This browser could not keep a draft of this form, so a reload would lose what you typed.';

export type Draft = Record<string, string>;
type StoredDraft = { savedAt: number; values: Draft };

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
  for (const [name, value] of Object.entries(values))
    if (typeof value === 'string' && value !== '') draft[name] = value;
  return draft;
}

/** Stores the draft (or removes it when every field is empty); false when the browser refused it. */
export function saveDraft(formKey: string, values: Record<string, unknown>, now = Date.now()): boolean {
  const draft = draftOf(values);
  const store = storage();
  try {
    if (!store) return false;
    if (Object.keys(draft).length === 0) store.removeItem(draftStorageKey(formKey));
    else store.setItem(draftStorageKey(formKey), JSON.stringify({ savedAt: now, values: draft } satisfies StoredDraft));
    return true;
  } catch {
    // Full or disabled storage: an older draft must not come back after a reload in place of this text.
    clearDraft(formKey);
    return false;
  }
}

/** The saved draft, keeping only text values of the given fields; an expired draft is removed. */
export function loadDraft(formKey: string, fields: readonly string[], now = Date.now()): Draft {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(draftStorageKey(formKey)) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return {};
    const { savedAt, values } = parsed as Partial<StoredDraft>;
    if (
      typeof savedAt !== 'number' ||
      !(now - savedAt < DRAFT_MAX_AGE_MS) ||
      savedAt > now ||
      !values ||
      typeof values !== 'object'
    ) {
      clearDraft(formKey);
      return {};
    }
    return draftOf(Object.fromEntries(fields.map((field) => [field, (values as Record<string, unknown>)[field]])));
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

export type DraftWriter = {
  /** Writes `values` once typing pauses. */
  write: (values: Record<string, unknown>) => void;
  /** Writes a pending draft now (the page is being left). */
  flush: () => void;
  /** Drops a pending draft (the form was sent). */
  cancel: () => void;
};

/** Debounced draft writes: one write per pause in typing, not one per key. `onResult` hears whether each write was stored. */
export function createDraftWriter(
  formKey: string,
  onResult: (stored: boolean) => void,
  delayMs = DRAFT_WRITE_DELAY_MS,
): DraftWriter {
  let pending: Record<string, unknown> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    if (!pending) return;
    const values = pending;
    pending = null;
    onResult(saveDraft(formKey, values));
  };
  return {
    write: (values) => {
      pending = values;
      clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    flush,
    cancel: () => {
      clearTimeout(timer);
      pending = null;
    },
  };
}
