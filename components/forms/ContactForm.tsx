'use client';

import { Link } from '@/components/ui/Link';
import { pageLinks } from '@/lib/site';
import { contactDefaults, planOptions, subjectOptions, type ContactFormInput } from '@/lib/forms/contact';
import { SENDING_LABEL } from '@/lib/forms/status';
import { postJson } from '@/lib/forms/webhook';
import { webhookUrls } from '@/lib/webhooks.config';
import { SelectField, TextAreaField, TextField } from './fields';
import { FormShell, SuccessPanel } from './FormShell';
import { useWebhookForm } from './useWebhookForm';

const id = 'contact';
const draftFields = ['name', 'email', 'company', 'phone', 'plan', 'websiteUrl', 'subject', 'message'] as const satisfies readonly (keyof ContactFormInput)[];

export const CONTACT_SUCCESS_TITLE = 'Message Sent';

/** The contact form (/contact): JSON of its eight fields to the forms webhook. */
export function ContactForm() {
  const { form, status, onSubmit, preload, honeypotRef, submitRef } = useWebhookForm({
    loadSchema: () => import('@/lib/forms/contact-schema').then((module) => module.contactSchema),
    defaultValues: contactDefaults,
    draftKey: id,
    draftFields,
    send: (values) => postJson(webhookUrls.forms, values),
  });
  const { register, formState } = form;
  const errors = formState.errors;

  return (
    <FormShell
      id={id}
      label="Contact form"
      status={status}
      onSubmit={onSubmit}
      onFocus={preload}
      honeypotRef={honeypotRef}
      submitRef={submitRef}
      submitLabel="Send Message"
      pendingLabel={SENDING_LABEL}
      successPanel={
        <SuccessPanel title={CONTACT_SUCCESS_TITLE}>
          <p>Thank you for reaching out. Your message is with our team, and we will answer by email during our support hours.</p>
          <p>
            In a hurry? Browse the{' '}
            <Link className="font-semibold text-brand-700 underline" href={pageLinks.documentation.href}>
              documentation
            </Link>{' '}
            or ask our AI assistant in the chat, around the clock.
          </p>
        </SuccessPanel>
      }
    >
      <TextField id={`${id}-name`} label="Full name" required autoComplete="name" registration={register('name')} error={errors.name?.message} />
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        required
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <TextField id={`${id}-company`} label="Company" autoComplete="organization" registration={register('company')} error={errors.company?.message} />
      <TextField id={`${id}-phone`} label="Phone" type="tel" autoComplete="tel" registration={register('phone')} error={errors.phone?.message} />
      <SelectField
        id={`${id}-plan`}
        label="Plan you are interested in"
        placeholder="Not sure yet"
        options={planOptions}
        registration={register('plan')}
        error={errors.plan?.message}
      />
      <TextField
        id={`${id}-websiteUrl`}
        label="Store website"
        type="url"
        autoComplete="url"
        placeholder="https://yourstore.com"
        registration={register('websiteUrl')}
        error={errors.websiteUrl?.message}
      />
      <SelectField
        id={`${id}-subject`}
        label="Subject"
        required
        placeholder="Choose a subject"
        options={subjectOptions}
        registration={register('subject')}
        error={errors.subject?.message}
        className="sm:col-span-2"
      />
      <TextAreaField
        id={`${id}-message`}
        label="Message"
        required
        rows={7}
        registration={register('message')}
        error={errors.message?.message}
        className="sm:col-span-2"
      />
    </FormShell>
  );
}
