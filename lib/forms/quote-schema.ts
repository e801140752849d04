/** The quote form's schema, loaded on demand (see lazy-resolver.ts). */
import { z } from 'zod/mini';
import { integrationTypes, productCounts, quoteMessages, syncOrderChoices } from './quote';
import { optionalChoice, optionalText, requiredChoice, requiredEmail, requiredText, requiredUrl } from './rules';

export const quoteSchema = z.object({
  name: requiredText(quoteMessages.name),
  email: requiredEmail(quoteMessages.email),
  phone: optionalText(),
  website: requiredUrl(quoteMessages.website),
  productCount: requiredChoice(productCounts, quoteMessages.productCount),
  syncOrders: requiredChoice(syncOrderChoices, quoteMessages.syncOrders),
  vendorName: requiredText(quoteMessages.vendorName),
  vendorWebsite: requiredUrl(quoteMessages.vendorWebsite),
  integrationType: optionalChoice(integrationTypes, quoteMessages.integrationType),
});
