'use client';

import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { earlyChecked, earlyValue, markHydrated, takeHeldSubmit } from '@/components/ui/useEarlyActions';
import type { FormDefinition } from '@/lib/forms/definition';
import {
  DRAFT_NOT_SAVED_MESSAGE,
  clearDraft,
  createDraftWriter,
  loadDraft,
  type DraftWriter,
} from '@/lib/forms/drafts';
import { lazyZodResolver } from '@/lib/forms/lazy-resolver';
import { createSubmissionIds, msFromFirstPaint, valuesKey } from '@/lib/forms/submission';
import { STARTED_OVER_NOTICE } from '@/lib/forms/status';
import { outcomeOfError, sendForm } from '@/lib/forms/webhook';
import type { LengthSource } from './fields';
import { useFormSubmit } from './useFormSubmit';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The one submit pipeline of the site's forms, given a form's definition (lib/forms/<form>.ts):
 * react-hook-form with the form's zod schema, the status model (useFormSubmit: idle -> sending ->
 * success | failed, no second submission while one is on its way), the definition's body sent by
 * the webhook client, the sessionStorage draft, the honeypot and the focus moves.
 *
 * And what a person did before hydration (lib/first-paint/early-actions.ts): the values they gave the fields,
 * the file they picked, and a submission, which the page held instead of sending natively. As the
 * form hydrates it takes up the values and sends that submission, once, through the usual path.
 */
export function useWebhookForm<TInput extends FieldValues, TOutput>(definition: FormDefinition<TInput, TOutput>) {
  const { id, loadSchema, defaultValues, draftFields, maxLengths, clientOnly } = definition;
  const [{ resolver, preload }] = useState(() => lazyZodResolver<TInput, TOutput>(loadSchema));
  const form = useForm<TInput, unknown, TOutput>({
    resolver,
    defaultValues: defaultValues as DefaultValues<TInput>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // A refused submit focuses the error summary instead, which links to each field (FormShell).
    shouldFocusError: false,
  });
  const { status, submit, startOver: startStatusOver } = useFormSubmit();
  /** Whether the person chose to send another after a success: the form then says it is empty again. */
  const [startedOver, setStartedOver] = useState(false);
  const [submissionIds] = useState(() => createSubmissionIds());
  const honeypotRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  /** Set when the validation refuses a submit: focus then moves to the error summary, once it is drawn. */
  const focusSummary = useRef(false);
  const fieldsRef = useRef(draftFields);
  // What the fields held when they were registered, if the person had changed them before hydration.
  const earlyValues = useRef(new Map<string, string>());
  const registered = useRef(false);
  const draftWriter = useRef<DraftWriter | null>(null);
  const [draftStored, setDraftStored] = useState(true);
  /** The fields filled from a stored draft (a reload or a return to the page). */
  const [restoredFields, setRestoredFields] = useState<string[]>([]);
  const lengthSources = useRef(new Map<string, LengthSource>());

  // Again whenever the form is drawn anew (after "send another"), or the page would hold its submit.
  useLayoutEffect(() => {
    registered.current = true;
    if (formRef.current) markHydrated(formRef.current);
  }, [status.state]);

  // Back from the thank-you panel: the empty form's first field takes focus.
  useEffect(() => {
    if (startedOver && status.state === 'idle')
      formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [startedOver, status.state]);

  // Once hydrated: take up the values given before, restore a draft into the other fields, then
  // keep the draft up to date while the user types (once per pause, and when the page is left).
  useEffect(() => {
    const setTyped = (name: string, value: string) =>
      form.setValue(name as Path<TInput>, value as PathValue<TInput, Path<TInput>>, { shouldDirty: true });
    for (const [name, value] of earlyValues.current) setTyped(name, value);
    const draft = loadDraft(id, fieldsRef.current);
    const restored = Object.keys(draft).filter((name) => !earlyValues.current.has(name));
    for (const name of restored) setTyped(name, draft[name]!);
    if (restored.length) setRestoredFields(restored);
    const writer = createDraftWriter(id, setDraftStored);
    draftWriter.current = writer;
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        writer.write(
          Object.fromEntries(fieldsRef.current.map((name) => [name, (values as Record<string, unknown>)[name]])),
        );
      },
    });
    const onHidden = () => document.visibilityState === 'hidden' && writer.flush();
    window.addEventListener('pagehide', writer.flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', writer.flush);
      document.removeEventListener('visibilitychange', onHidden);
      writer.flush();
    };
  }, [id, form]);

  // After every render: the refusal and the errors it found may arrive in separate renders.
  useEffect(() => {
    if (!focusSummary.current || !summaryRef.current) return;
    focusSummary.current = false;
    summaryRef.current.focus();
  });

  // After a failure, give focus back to the (re-enabled) submit button if it was lost while sending.
  useEffect(() => {
    if (status.state !== 'failed') return;
    const active = document.activeElement;
    if (!active || active === document.body || active === submitRef.current) submitRef.current?.focus();
  }, [status]);

  const sendValues = (values: TOutput) =>
    submit(async () => {
      const honeypot = honeypotRef.current?.value ?? '';
      const outcome = await sendForm(definition, values, {
        submissionId: await submissionIds.idFor(valuesKey(values)),
        _meta: { honeypot, msFromFirstPaint: msFromFirstPaint() },
      });
      // A filled honeypot means a bot: it sees the usual success whatever the answer (the workflow drops it).
      if (!outcome.ok && !honeypot) return outcome;
      submissionIds.renew();
      draftWriter.current?.cancel();
      clearDraft(id);
      return { ok: true };
    });
  const onSubmit = (event?: FormEvent<HTMLFormElement>) =>
    form
      .handleSubmit(sendValues, () => {
        focusSummary.current = true;
      })(event)
      // The validation code could not be loaded (offline): report it like a failed send.
      .catch((error: unknown) => submit(async () => outcomeOfError(error)));

  // Once hydrated, after the values above: the file picked before (its change event came before
  // React listened, so it is dispatched again), then the submission the page held, sent once.
  const takeUpEarlyActions = useEffectEvent(() => {
    const element = formRef.current;
    if (!element) return;
    for (const input of element.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
      if (input.files?.length) input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (takeHeldSubmit(element)) void onSubmit();
  });
  useEffect(() => takeUpEarlyActions(), []);

  /** Notes a control's value as it is registered, when the person changed it before hydration. */
  const noteEarlyValue = (name: Path<TInput>, control: Control) => {
    const rendered = String((defaultValues as Record<string, unknown>)[name] ?? '');
    if (control instanceof HTMLInputElement && control.type === 'radio') {
      if (earlyChecked(control, control.value === rendered)) earlyValues.current.set(name, control.value);
      return;
    }
    const value = earlyValue(control, rendered);
    if (value !== null) earlyValues.current.set(name, value);
  };

  /** A text field's length as it changes, for its counter (one subscription per field, kept across renders). */
  const lengthSource = (name: Path<TInput>, max: number): LengthSource => {
    let source = lengthSources.current.get(name);
    if (!source) {
      source = {
        max,
        length: () => String(form.getValues(name) ?? '').length,
        subscribe: (onChange) => form.subscribe({ name, exact: true, formState: { values: true }, callback: onChange }),
      };
      lengthSources.current.set(name, source);
    }
    return source;
  };

  /** A field's element id, its registration, its error message and length limit, for the controls in fields.tsx. */
  const field = (name: Path<TInput>) => {
    const registration = form.register(name);
    // React Hook Form resets a radio group to its default as it registers it: read the person's choice first.
    const ref = (control: Control | null) => {
      if (control && !registered.current && !clientOnly) noteEarlyValue(name, control);
      return registration.ref(control);
    };
    const max = maxLengths[name];
    return {
      id: `${id}-${name}`,
      registration: { ...registration, ref },
      error: form.formState.errors[name]?.message as string | undefined,
      ...(max === undefined ? {} : { maxLength: max, length: lengthSource(name, max) }),
    };
  };

  /** After a success: the form again, empty, for another submission. */
  const startOver = () => {
    form.reset(defaultValues as DefaultValues<TInput>);
    startStatusOver();
    setStartedOver(true);
  };

  const { errors, submitCount } = form.formState;
  /** Once a submit was tried: each field's message, in the fields' order, for the error summary. */
  const problems = submitCount
    ? Object.keys(defaultValues).flatMap((name) => {
        const message = errors[name]?.message;
        return typeof message === 'string' ? [{ id: `${id}-${name}`, message }] : [];
      })
    : [];

  /** What FormShell needs from the form. */
  const shell = {
    problems,
    summaryRef,
    notice: startedOver && status.state === 'idle' ? STARTED_OVER_NOTICE : '',
    id,
    status,
    onSubmit,
    onFocus: preload,
    formRef,
    honeypotRef,
    submitRef,
    draftNotice: draftStored ? undefined : DRAFT_NOT_SAVED_MESSAGE,
  };

  return { form, field, shell, restoredFields, startOver };
}
