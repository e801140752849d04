/** The custom integration quote form (SPEC §3 "Custom integration quote form", §5, §7 "Forms"). */
import type { z } from 'zod/mini';
import { webhookUrls } from '@/lib/site/webhooks.config.mjs';
import type { FormDefinition } from './definition';
import { quoteMaxLengths } from './quote-fields';
import type { quoteSchema } from './quote-schema';
import { withSubmission } from './submission';

export type QuoteFormInput = Omit<z.input<typeof quoteSchema>, 'productCount' | 'syncOrders'> & {
  productCount: string;
  syncOrders: string;
};
export type QuoteFormValues = z.infer<typeof quoteSchema>;

export const quoteDefaults: QuoteFormInput = {
  name: '',
  email: '',
  phone: '',
  website: '',
  productCount: '',
  syncOrders: '',
  vendorName: '',
  vendorWebsite: '',
  integrationType: '',
};

/** The quote form (/custom-integrations): JSON of its nine fields to the quote webhook. */
export const quoteForm: FormDefinition<QuoteFormInput, QuoteFormValues> = {
  id: 'quote',
  url: webhookUrls.quote,
  loadSchema: () => import('./quote-schema').then((module) => module.quoteSchema),
  defaultValues: quoteDefaults,
  draftFields: [
    'name',
    'email',
    'phone',
    'website',
    'productCount',
    'syncOrders',
    'vendorName',
    'vendorWebsite',
    'integrationType',
  ],
  maxLengths: quoteMaxLengths,
  body: withSubmission,
};
