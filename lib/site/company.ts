/**
 * The company behind Linkwell as it is registered: one definition for the Privacy Policy's
 * controller, the Terms' contracting party (content writes `{{companyLegalName}}` and
 * `{{companyAddress}}`, lib/content/placeholders.ts), the footer's copyright line and About's facts.
 * A module of its own, apart from lib/site/site.ts, which the header's client code loads: only
 * server components read it.
 */
export const company = {
  legalName: 'Linkwell, Inc.',
  address: '2261 Market Street, Suite 4870, San Francisco, CA 94114, United States',
} as const;

/** The company's placeholders for content (lib/content/placeholders.ts). */
export const companyContentValues = {
  companyLegalName: company.legalName,
  companyAddress: company.address,
} as const;
