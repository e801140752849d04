'use client';

import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { clearDraft, loadDraft, saveDraft } from '@/lib/forms/drafts';
import { lazyZodResolver, type SchemaLoader } from '@/lib/forms/lazy-resolver';
import { formStatusReducer, initialFormStatus } from '@/lib/forms/status';
import { outcomeOfError, type SubmitOutcome } from '@/lib/forms/webhook';

type WebhookFormOptions<TInput extends FieldValues, TOutput> = {
  /** Prefix of the form's element ids; also names its draft in sessionStorage. */
  id: string;
  /** Imports the form's zod schema (a dynamic import keeps zod out of the first load). */
  loadSchema: SchemaLoader<TOutput>;
  defaultValues: TInput;
  /** The text fields kept in the draft. */
  draftFields: readonly Path<TInput>[];
  /** Sends the validated, trimmed values to the webhook. */
  send: (values: TOutput) => Promise<SubmitOutcome>;
};

/**
 * What the four forms share: react-hook-form with the form's zod schema, the status model
 * (idle -> sending -> success | failed), no second submission while one is on its way, the
 * sessionStorage draft, the honeypot and the focus moves.
 */
export function useWebhookForm<TInput extends FieldValues, TOutput>({
  id,
  loadSchema,
  defaultValues,
  draftFields,
  send,
}: WebhookFormOptions<TInput, TOutput>) {
  const [{ resolver, preload }] = useState(() => lazyZodResolver<TInput, TOutput>(loadSchema));
  const form = useForm<TInput, unknown, TOutput>({
    resolver,
    defaultValues: defaultValues as DefaultValues<TInput>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const [status, dispatch] = useReducer(formStatusReducer, initialFormStatus);
  const inFlight = useRef(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const fieldsRef = useRef(draftFields);

  // Restore a draft once after hydration, then keep it up to date while the user types.
  useEffect(() => {
    const draft = loadDraft(id, fieldsRef.current);
    for (const [name, value] of Object.entries(draft)) {
      form.setValue(name as Path<TInput>, value as PathValue<TInput, Path<TInput>>, { shouldDirty: true });
    }
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const kept = Object.fromEntries(fieldsRef.current.map((name) => [name, (values as Record<string, unknown>)[name]]));
        saveDraft(id, kept);
      },
    });
  }, [id, form]);

  // After a failure, give focus back to the (re-enabled) submit button if it was lost while sending.
  useEffect(() => {
    if (status.state !== 'failed') return;
    const active = document.activeElement;
    if (!active || active === document.body || active === submitRef.current) submitRef.current?.focus();
  }, [status]);

  const sendValues = async (values: TOutput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    dispatch({ type: 'send' });
    // A filled honeypot means a bot: pretend success and send nothing.
    const outcome: SubmitOutcome = honeypotRef.current?.value ? { ok: true } : await send(values);
    inFlight.current = false;
    if (outcome.ok) {
      clearDraft(id);
      dispatch({ type: 'succeed' });
    } else {
      dispatch({ type: 'fail', message: outcome.message });
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(sendValues)(event).catch((error: unknown) => {
      // The validation code could not be loaded (offline): report it like a failed send.
      inFlight.current = false;
      dispatch({ type: 'send' });
      dispatch({ type: 'fail', message: outcomeOfError(error).message });
    });

  /** A field's element id, its registration and its error message, for the controls in fields.tsx. */
  const field = (name: Path<TInput>) => ({ id: `${id}-${name}`, registration: form.register(name), error: form.formState.errors[name]?.message as string | undefined });

  /** What FormShell needs from the form. */
  const shell = { id, status, onSubmit, onFocus: preload, honeypotRef, submitRef };

  return { form, field, shell };
}
