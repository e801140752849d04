/** The vendor integration request form (SPEC §3 "Vendor-integration request form", §5, §7 "Forms"). */
import type { z } from 'zod/mini';
import { slugify } from '@/lib/util/slugify';
import { webhookUrls } from '@/lib/site/webhooks.config.mjs';
import type { FormDefinition } from './definition';
import { TEXT_LIMITS } from './limits';
import { withSubmission } from './submission';
import type { vendorRequestSchema } from './vendor-request-schema';

export const vendorRequestMessages = {
  name: 'Please enter your name.',
  email: 'Please enter your email address.',
  message: 'Please tell us about your integration needs.',
} as const;

/** The longest value of each text field: the schema's limits and the fields' maxLength. */
export const vendorRequestMaxLengths = {
  name: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  website: TEXT_LIMITS.url,
  message: TEXT_LIMITS.longText,
} as const;

export type VendorRequestFormValues = z.infer<typeof vendorRequestSchema>;

export const vendorRequestDefaults: z.input<typeof vendorRequestSchema> = {
  name: '',
  email: '',
  website: '',
  message: '',
};

/** The webhook body: the form's fields plus the vendor's display name. */
export const vendorRequestBody = (values: VendorRequestFormValues, vendor: string) => ({ ...values, vendor });

/** The request form of one vendor's page: JSON of its fields and the vendor's name to the forms webhook. */
export const vendorRequestForm = (
  vendor: string,
): FormDefinition<z.input<typeof vendorRequestSchema>, VendorRequestFormValues> => ({
  id: `vendor-request-${slugify(vendor) || 'form'}`,
  url: webhookUrls.forms,
  loadSchema: () => import('./vendor-request-schema').then((module) => module.vendorRequestSchema),
  defaultValues: vendorRequestDefaults,
  draftFields: ['name', 'email', 'website', 'message'],
  maxLengths: vendorRequestMaxLengths,
  body: (values, submission) => withSubmission(vendorRequestBody(values, vendor), submission),
});
