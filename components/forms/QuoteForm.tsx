'use client';

import {
  integrationTypeOptions,
  productCountOptions,
  quoteDefaults,
  quoteMaxLengths,
  syncOrderOptions,
  type QuoteFormInput,
} from '@/lib/forms/quote';
import { withSubmission } from '@/lib/forms/submission';
import { postJson } from '@/lib/forms/webhook';
import { webhookUrls } from '@/lib/site/webhooks.config.mjs';
import { RadioGroupField, SelectField, TextField } from './fields';
import { FormShell, SuccessPanel } from './FormShell';
import { useWebhookForm } from './useWebhookForm';

const draftFields = [
  'name',
  'email',
  'phone',
  'website',
  'productCount',
  'syncOrders',
  'vendorName',
  'vendorWebsite',
  'integrationType',
] as const satisfies readonly (keyof QuoteFormInput)[];

/** The quote form's thank-you panel (SPEC §4, §9: quote reply within 1-2 business days). */
export const QUOTE_SUCCESS_TITLE = 'Request Sent';
export const QUOTE_SUCCESS_TEXT =
  'Thank you! We will review your integration and reply with a quote within 1-2 business days.';

/** The custom integration quote form (/custom-integrations): JSON of its nine fields to the quote webhook. */
export function QuoteForm() {
  const { field, shell } = useWebhookForm({
    id: 'quote',
    loadSchema: () => import('@/lib/forms/quote-schema').then((module) => module.quoteSchema),
    defaultValues: quoteDefaults,
    draftFields,
    maxLengths: quoteMaxLengths,
    send: (values, submission) => postJson(webhookUrls.quote, withSubmission(values, submission)),
  });

  return (
    <FormShell
      {...shell}
      label="Custom integration quote request"
      submitLabel="Request a Quote"
      successPanel={
        <SuccessPanel title={QUOTE_SUCCESS_TITLE}>
          <p>{QUOTE_SUCCESS_TEXT}</p>
        </SuccessPanel>
      }
    >
      <TextField {...field('name')} label="Name" required autoComplete="name" />
      <TextField {...field('email')} label="Email" type="email" required autoComplete="email" />
      <TextField {...field('phone')} label="Phone" type="tel" autoComplete="tel" />
      <TextField
        {...field('website')}
        label="Store website"
        type="url"
        required
        autoComplete="url"
        placeholder="https://yourstore.com"
      />
      <SelectField
        {...field('productCount')}
        label="Number of products"
        required
        placeholder="Choose a range"
        options={productCountOptions}
      />
      <RadioGroupField
        {...field('syncOrders')}
        label="Do you need orders synced to this vendor?"
        required
        options={syncOrderOptions}
      />
      <TextField {...field('vendorName')} label="Vendor name" required autoComplete="off" />
      <TextField
        {...field('vendorWebsite')}
        label="Vendor website"
        type="url"
        required
        autoComplete="off"
        placeholder="https://vendor.com"
      />
      <SelectField
        {...field('integrationType')}
        label="Integration type"
        hint="How the vendor shares its data, if you know."
        placeholder="Not sure"
        options={integrationTypeOptions}
      />
    </FormShell>
  );
}
