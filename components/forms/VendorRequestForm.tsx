'use client';

import { SENDING_LABEL } from '@/lib/forms/status';
import { vendorRequestBody, vendorRequestDefaults } from '@/lib/forms/vendor-request';
import { postJson } from '@/lib/forms/webhook';
import { slugify } from '@/lib/slugify';
import { webhookUrls } from '@/lib/webhooks.config';
import { TextAreaField, TextField } from './fields';
import { FormShell, SuccessPanel } from './FormShell';
import { useWebhookForm } from './useWebhookForm';

const draftFields = ['name', 'email', 'website', 'message'] as const;

export const VENDOR_REQUEST_SUCCESS_TITLE = 'Request Sent';

/**
 * The integration request form of a vendor detail page: name, email, website and message, sent
 * with the vendor's display name to the forms webhook.
 */
export function VendorRequestForm({ vendor }: { vendor: string }) {
  const id = `vendor-request-${slugify(vendor) || 'form'}`;
  const { form, status, onSubmit, preload, honeypotRef, submitRef } = useWebhookForm({
    loadSchema: () => import('@/lib/forms/vendor-request-schema').then((module) => module.vendorRequestSchema),
    defaultValues: vendorRequestDefaults,
    draftKey: id,
    draftFields,
    send: (values) => postJson(webhookUrls.forms, vendorRequestBody(values, vendor)),
  });
  const { register, formState } = form;
  const errors = formState.errors;

  return (
    <FormShell
      id={id}
      label={`Request a ${vendor} integration`}
      status={status}
      onSubmit={onSubmit}
      onFocus={preload}
      honeypotRef={honeypotRef}
      submitRef={submitRef}
      submitLabel="Send Request"
      pendingLabel={SENDING_LABEL}
      successPanel={
        <SuccessPanel title={VENDOR_REQUEST_SUCCESS_TITLE}>
          <p>Thank you! We have your request for the {vendor} integration and will get back to you by email about the next steps.</p>
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
      <TextField
        id={`${id}-website`}
        label="Store website"
        type="url"
        autoComplete="url"
        placeholder="https://yourstore.com"
        registration={register('website')}
        error={errors.website?.message}
        className="sm:col-span-2"
      />
      <TextAreaField
        id={`${id}-message`}
        label="Message"
        hint={`What would you like to sync with ${vendor}? Products, inventory, orders, anything else.`}
        required
        rows={5}
        registration={register('message')}
        error={errors.message?.message}
        className="sm:col-span-2"
      />
    </FormShell>
  );
}
