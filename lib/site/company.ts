/**
 * The company behind Linkwell as it is registered (NEXT_PUBLIC_COMPANY_LEGAL_NAME and
 * NEXT_PUBLIC_COMPANY_ADDRESS, checked by lib/site/external-links.config.mjs), each undefined where
 * unset: local and test builds, whose pages then name the product alone. A production build requires
 * both. A module of its own, apart from lib/site/site.ts, which the header's client code loads: only
 * server components (the footer, About, the legal pages) read it.
 */
import { siteName } from '@/lib/site/site';

// Read here, not in lib/site/external-links.config.mjs (whose checks next.config.mjs runs): a read of
// process.env there would ship in the header's client code, which loads that module.
export const company = {
  legalName: process.env.NEXT_PUBLIC_COMPANY_LEGAL_NAME?.trim() || undefined,
  address: process.env.NEXT_PUBLIC_COMPANY_ADDRESS?.trim() || undefined,
} as const;

/**
 * The company's placeholders for content (lib/content/placeholders.ts): `{{companyLegalName}}` falls
 * back to the product's name; an unset `{{companyAddress}}` is '', and a line that names it is left out.
 */
export const companyContentValues = {
  companyLegalName: company.legalName ?? siteName,
  companyAddress: company.address ?? '',
} as const;
