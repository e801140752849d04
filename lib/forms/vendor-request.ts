/** The vendor integration request form (SPEC §3 "Vendor-integration request form", §5, §7 "Forms"). */
import type { z } from 'zod/mini';
import { slugify } from '@/lib/util/slugify';
import { webhookUrls } from '@/lib/site/webhooks.config.mjs';
import type { FormDefinition } from './definition';
import { withSubmission } from './submission';
import { vendorRequestMaxLengths } from './vendor-request-fields';
import type { vendorRequestSchema } from './vendor-request-schema';

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
