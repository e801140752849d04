'use client';

import {
  integrationTypeOptions,
  productCountOptions,
  quoteDefaults,
  syncOrderOptions,
  type QuoteFormInput,
} from '@/lib/forms/quote';
import { SENDING_LABEL } from '@/lib/forms/status';
import { postJson } from '@/lib/forms/webhook';
import { webhookUrls } from '@/lib/webhooks.config';
import { RadioGroupField, SelectField, TextField } from './fields';
import { FormShell, SuccessPanel } from './FormShell';
import { useWebhookForm } from './useWebhookForm';

const id = 'quote';
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
export const QUOTE_SUCCESS_TEXT = 'Thank you! We will review your integration and reply with a quote within 1-2 business days.';

/** The custom integration quote form (/custom-integrations): JSON of its nine fields to the quote webhook. */
export function QuoteForm() {
  const { form, status, onSubmit, preload, honeypotRef, submitRef } = useWebhookForm({
    loadSchema: () => import('@/lib/forms/quote-schema').then((module) => module.quoteSchema),
    defaultValues: quoteDefaults,
    draftKey: id,
    draftFields,
    send: (values) => postJson(webhookUrls.quote, values),
  });
  const { register, formState } = form;
  const errors = formState.errors;

  return (
    <FormShell
      id={id}
      label="Custom integration quote request"
      status={status}
      onSubmit={onSubmit}
      onFocus={preload}
      honeypotRef={honeypotRef}
      submitRef={submitRef}
      submitLabel="Request a Quote"
      pendingLabel={SENDING_LABEL}
      successPanel={
        <SuccessPanel title={QUOTE_SUCCESS_TITLE}>
          <p>{QUOTE_SUCCESS_TEXT}</p>
        </SuccessPanel>
      }
    >
      <TextField id={`${id}-name`} label="Name" required autoComplete="name" registration={register('name')} error={errors.name?.message} />
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        required
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <TextField id={`${id}-phone`} label="Phone" type="tel" autoComplete="tel" registration={register('phone')} error={errors.phone?.message} />
      <TextField
        id={`${id}-website`}
        label="Store website"
        type="url"
        required
        autoComplete="url"
        placeholder="https://yourstore.com"
        registration={register('website')}
        error={errors.website?.message}
      />
      <SelectField
        id={`${id}-productCount`}
        label="Number of products"
        required
        placeholder="Choose a range"
        options={productCountOptions}
        registration={register('productCount')}
        error={errors.productCount?.message}
      />
      <RadioGroupField
        id={`${id}-syncOrders`}
        label="Do you need orders synced to this vendor?"
        required
        options={syncOrderOptions}
        registration={register('syncOrders')}
        error={errors.syncOrders?.message}
      />
      <TextField
        id={`${id}-vendorName`}
        label="Vendor name"
        required
        autoComplete="off"
        registration={register('vendorName')}
        error={errors.vendorName?.message}
      />
      <TextField
        id={`${id}-vendorWebsite`}
        label="Vendor website"
        type="url"
        required
        autoComplete="off"
        placeholder="https://vendor.com"
        registration={register('vendorWebsite')}
        error={errors.vendorWebsite?.message}
      />
      <SelectField
        id={`${id}-integrationType`}
        label="Integration type"
        hint="How the vendor shares its data, if you know."
        placeholder="Not sure"
        options={integrationTypeOptions}
        registration={register('integrationType')}
        error={errors.integrationType?.message}
      />
    </FormShell>
  );
}
