/** The vendor integration request form (SPEC §3 "Vendor-integration request form", §5). */
import type { z } from 'zod/mini';
import { TEXT_LIMITS } from './limits';
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
