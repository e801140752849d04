/**
 * What a form of the site is, written once per form in lib/forms/<form>.ts: the webhook it posts
 * to, its schema, its fields' starting values and limits, and the exact request body. Components
 * hand a definition to the one pipeline (components/forms/useWebhookForm.ts over the webhook
 * client in webhook.ts and the status model in status.ts) and choose no URL or body themselves.
 */
import type { FieldValues, Path } from 'react-hook-form';
import type { SchemaLoader } from './lazy-resolver';
import type { Submission } from './submission';

/** A request body: JSON fields, or multipart form data (a file among them). */
export type FormRequestBody = Record<string, unknown> | FormData;

/** Where a form posts and exactly what (SPEC §7 "Forms"; the n8n workflows in deploy/n8n read these bodies). */
export type FormRequest<TValues> = {
  /** Its webhook, from the one webhook config (lib/site/webhooks.config.mjs). */
  url: string;
  /** The body from the validated values and the submission's id and spam signals. */
  body: (values: TValues, submission: Submission) => FormRequestBody;
};

/** A whole form: its request, and what the form hook needs to edit and check its values. */
export type FormDefinition<TInput extends FieldValues, TOutput> = FormRequest<TOutput> & {
  /** Prefix of the form's element ids; also names its draft in sessionStorage. */
  id: string;
  /** Imports the form's zod schema (a dynamic import keeps zod out of the first load). */
  loadSchema: SchemaLoader<TOutput>;
  /** The fields' starting values, in the order the fields appear (the error summary lists them so). */
  defaultValues: TInput;
  /** The fields kept in the draft. */
  draftFields: readonly Path<TInput>[];
  /** The longest value of each text field (the schema's limits), set as its maxLength. */
  maxLengths: Partial<Record<Path<TInput>, number>>;
  /**
   * Mounted in the browser only (the chat's hand-off): nothing was typed before hydration, and its
   * controls get their default values from React Hook Form, so there is nothing early to take up.
   */
  clientOnly?: true;
};
