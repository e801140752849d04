/**
 * The company behind Linkwell as it is registered: one definition for the Privacy Policy's
 * controller, the Terms' contracting party (content writes `{{companyLegalName}}` and
 * `{{companyAddress}}`, lib/content/placeholders.ts), the footer's copyright line and About's facts.
 * Set by NEXT_PUBLIC_COMPANY_LEGAL_NAME and NEXT_PUBLIC_COMPANY_ADDRESS; local and test builds show
 * the sample below (legal pages that name no controller read as unfinished: outside review F), and a
 * production build refuses to go out while either is unset (lib/site/external-links.config.mjs), so
 * the sample never reaches a public site. A module of its own, apart from lib/site/site.ts, which the
 * header's client code loads: only server components read it.
 */

/**
 * What a local build shows until the company's own values are set: a sample, documented as one in README. A
 * private mailbox, as a remote company's postal address is (an office floor read as odd for a team of four
 * across the US: outside review ZZ2).
 */
export const sampleCompany = {
  legalName: 'Linkwell, Inc.',
  address: '548 Market Street, PMB 40812, San Francisco, CA 94104, United States',
} as const;

// Read here, not in lib/site/external-links.config.mjs (whose checks next.config.mjs runs): a read of
// process.env there would ship in the header's client code, which loads that module.
export const company = {
  legalName: process.env.NEXT_PUBLIC_COMPANY_LEGAL_NAME?.trim() || sampleCompany.legalName,
  address: process.env.NEXT_PUBLIC_COMPANY_ADDRESS?.trim() || sampleCompany.address,
};

/** The company's placeholders for content (lib/content/placeholders.ts). */
export const companyContentValues = {
  companyLegalName: company.legalName,
  companyAddress: company.address,
};
