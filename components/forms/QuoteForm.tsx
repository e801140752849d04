'use client';

import { quoteForm } from '@/lib/forms/quote';
import { integrationTypeOptions, productCountOptions, syncOrderOptions } from '@/lib/forms/quote-fields';
import { FieldGroup, RadioGroupField, SelectField, TextField } from './fields';
import { quoteParts } from './form-parts';
import { FormShell, SuccessPanel } from './FormShell';
import { useWebhookForm } from './useWebhookForm';

/** The quote form's thank-you panel (SPEC §4, §9: quote reply within 1-2 business days). */
export const QUOTE_SUCCESS_TITLE = 'Request Sent';
export const QUOTE_SUCCESS_TEXT =
  'Thank you! We will review your integration and reply with a quote within 1-2 business days.';

/** The custom integration quote form (/custom-integrations), sent as lib/forms/quote.ts defines. */
export function QuoteForm() {
  const { field, shell } = useWebhookForm(quoteForm);
  const [storePart, vendorPart] = quoteParts;

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
      {/* Two titled groups in the fields' own order, so no field is left alone in a half row. */}
      <FieldGroup {...storePart} step={1}>
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
          label="Sync orders to this vendor?"
          required
          options={syncOrderOptions}
        />
      </FieldGroup>
      <FieldGroup {...vendorPart} step={2}>
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
          // "Not sure" is its first choice: the label and it say enough (a hint line made the long form longer).
          label="Integration type"
          placeholder="Not sure"
          options={integrationTypeOptions}
          className="sm:col-span-2"
        />
      </FieldGroup>
    </FormShell>
  );
}
