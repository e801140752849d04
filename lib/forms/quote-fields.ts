/** The quote form's fields: their choices, limits and messages, read by its schema and by the form. */
import { TEXT_LIMITS } from './limits';
import { sharedMessages } from './messages';
import type { ChoiceOption } from './rules';

export const productCounts = ['1-500', '501-2000', '2001-10000', '10000+'] as const;
export const syncOrderChoices = ['yes', 'no'] as const;
export const integrationTypes = ['api', 'ftp', 'other'] as const;

export const productCountOptions: ChoiceOption<(typeof productCounts)[number]>[] = [
  { value: '1-500', label: '1-500 products' },
  { value: '501-2000', label: '501-2,000 products' },
  { value: '2001-10000', label: '2,001-10,000 products' },
  { value: '10000+', label: 'More than 10,000 products' },
];

export const syncOrderOptions: ChoiceOption<(typeof syncOrderChoices)[number]>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export const integrationTypeOptions: ChoiceOption<(typeof integrationTypes)[number]>[] = [
  { value: 'api', label: 'API' },
  { value: 'ftp', label: 'FTP or file feed (CSV, XML)' },
  { value: 'other', label: 'Other' },
];

export const quoteMessages = {
  name: sharedMessages.name,
  email: sharedMessages.email,
  website: "Please enter your store's website.",
  productCount: 'Please choose how many products you sell.',
  syncOrders: 'Please tell us whether orders should sync to the vendor.',
  vendorName: "Please enter the vendor's name.",
  vendorWebsite: "Please enter the vendor's website.",
  integrationType: 'Please choose an integration type from the list.',
} as const;

/** The longest value of each text field: the schema's limits and the fields' maxLength. */
export const quoteMaxLengths = {
  name: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.phone,
  website: TEXT_LIMITS.url,
  vendorName: TEXT_LIMITS.shortText,
  vendorWebsite: TEXT_LIMITS.url,
} as const;
