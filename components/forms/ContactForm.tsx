'use client';

import { Link } from '@/components/ui/Link';
import { pageLinks } from '@/lib/site/site';
import {
  contactDefaults,
  contactMaxLengths,
  planOptions,
  subjectOptions,
  type ContactFormInput,
} from '@/lib/forms/contact';
import { withSubmission } from '@/lib/forms/submission';
import { postJson } from '@/lib/forms/webhook';
import { webhookUrls } from '@/lib/site/webhooks.config.mjs';
import { SelectField, TextAreaField, TextField } from './fields';
import { FormShell, SuccessPanel } from './FormShell';
import { useWebhookForm } from './useWebhookForm';

const draftFields = [
  'name',
  'email',
  'company',
  'phone',
  'plan',
  'websiteUrl',
  'subject',
  'message',
] as const satisfies readonly (keyof ContactFormInput)[];

export const CONTACT_SUCCESS_TITLE = 'Message Sent';

/** The contact form (/contact): JSON of its eight fields to the forms webhook. */
export function ContactForm() {
  const { field, shell } = useWebhookForm({
    id: 'contact',
    loadSchema: () => import('@/lib/forms/contact-schema').then((module) => module.contactSchema),
    defaultValues: contactDefaults,
    draftFields,
    maxLengths: contactMaxLengths,
    send: (values, submission) => postJson(webhookUrls.forms, withSubmission(values, submission)),
  });

  return (
    <FormShell
      {...shell}
      label="Contact form"
      submitLabel="Send Message"
      successPanel={
        <SuccessPanel title={CONTACT_SUCCESS_TITLE}>
          <p>
            Thank you for reaching out. Your message is with our team, and we will answer by email during our support
            hours.
          </p>
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
      <TextField {...field('name')} label="Full name" required autoComplete="name" />
      <TextField {...field('email')} label="Email" type="email" required autoComplete="email" />
      <TextField {...field('company')} label="Company" autoComplete="organization" />
      <TextField {...field('phone')} label="Phone" type="tel" autoComplete="tel" />
      <SelectField
        {...field('plan')}
        label="Plan you are interested in"
        placeholder="Not sure yet"
        options={planOptions}
      />
      <TextField
        {...field('websiteUrl')}
        label="Store website"
        type="url"
        autoComplete="url"
        placeholder="https://yourstore.com"
      />
      <SelectField
        {...field('subject')}
        label="Subject"
        required
        placeholder="Choose a subject"
        options={subjectOptions}
        className="sm:col-span-2"
      />
      <TextAreaField {...field('message')} label="Message" required rows={7} className="sm:col-span-2" />
    </FormShell>
  );
}
