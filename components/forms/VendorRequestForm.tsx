'use client';

import type { ReactNode } from 'react';
import { vendorRequestForm } from '@/lib/forms/vendor-request';
import { TextAreaField, TextField } from './fields';
import { FormShell, SuccessPanel } from './FormShell';
import { SentToAddress } from './SentToAddress';
import { useWebhookForm } from './useWebhookForm';

export const VENDOR_REQUEST_SUCCESS_TITLE = 'Request Sent';

/**
 * The integration request form of a vendor detail page: name, email, website and message, sent
 * with the vendor's display name as lib/forms/vendor-request.ts defines. `afterSent` is the page's server markup
 * under the thank-you (what happens next), so its words cost no JavaScript.
 */
export function VendorRequestForm({ vendor, afterSent }: { vendor: string; afterSent?: ReactNode }) {
  const { form, field, shell } = useWebhookForm(vendorRequestForm(vendor));

  return (
    <FormShell
      {...shell}
      label={`Request a ${vendor} integration`}
      submitLabel="Send Request"
      successPanel={
        <SuccessPanel title={VENDOR_REQUEST_SUCCESS_TITLE} more={afterSent}>
          <p>
            Thank you! We have your request for the {vendor} integration and will write to{' '}
            <SentToAddress email={form.getValues('email')} />.
          </p>
        </SuccessPanel>
      }
    >
      <TextField {...field('name')} label="Name" required autoComplete="name" />
      <TextField {...field('email')} label="Email" type="email" required autoComplete="email" />
      <TextField
        {...field('website')}
        label="Store website"
        type="url"
        autoComplete="url"
        placeholder="https://yourstore.com"
        className="sm:col-span-2"
      />
      <TextAreaField
        {...field('message')}
        label="Message"
        hint={`What should sync with ${vendor}: products, inventory, orders?`}
        required
        // Three lines, not five: the page's steps say the rest (its form repeated the Contact page's: outside review).
        rows={3}
        className="sm:col-span-2"
      />
    </FormShell>
  );
}
