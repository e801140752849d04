/** The quote form's schema, loaded on demand (see lazy-resolver.ts). */
import { z } from 'zod/mini';
import {
  integrationTypes,
  productCounts,
  quoteMaxLengths as max,
  quoteMessages,
  syncOrderChoices,
} from './quote-fields';
import { optionalChoice, optionalText, requiredChoice, requiredEmail, requiredText, requiredUrl } from './rules';

export const quoteSchema = z.object({
  name: requiredText(quoteMessages.name, max.name),
  email: requiredEmail(quoteMessages.email),
  phone: optionalText(max.phone),
  website: requiredUrl(quoteMessages.website),
  productCount: requiredChoice(productCounts, quoteMessages.productCount),
  syncOrders: requiredChoice(syncOrderChoices, quoteMessages.syncOrders),
  vendorName: requiredText(quoteMessages.vendorName, max.vendorName),
  vendorWebsite: requiredUrl(quoteMessages.vendorWebsite),
  integrationType: optionalChoice(integrationTypes, quoteMessages.integrationType),
});
