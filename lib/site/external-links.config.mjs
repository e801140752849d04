// @ts-check
/**
 * The addresses a visitor can click that lead off the site (e-mail addresses, the dashboard and its
 * registration page, the checkout pages), defined once: lib/site/site.ts reads them, content
 * Markdown reads them through `{{name}}` placeholders (lib/content/load.ts), and next.config.mjs
 * refuses a production build that still carries a placeholder. Plain JavaScript with JSDoc types so
 * that Node runs it as it is and `tsc` checks it.
 *
 * Unset, each one is a reserved `linkwell.example` address, fine for `npm start` and `npm test`.
 */
import { isLocalHost, publicSiteHost } from './webhooks.config.mjs';

/** @typedef {'email' | 'url'} LinkKind */

/** Today's reserved addresses: the defaults of local and test builds, which a production build refuses. */
export const externalLinkDefaults = {
  supportEmail: 'support@linkwell.example',
  careersEmail: 'careers@linkwell.example',
  privacyEmail: 'privacy@linkwell.example',
  dashboard: 'https://app.linkwell.example',
  checkoutBasicMonthly: 'https://checkout.linkwell.example/b/basic-monthly',
  checkoutBasicAnnual: 'https://checkout.linkwell.example/b/basic-annual',
  checkoutPlusMonthly: 'https://checkout.linkwell.example/b/plus-monthly',
  checkoutPlusAnnual: 'https://checkout.linkwell.example/b/plus-annual',
  checkoutPremiumMonthly: 'https://checkout.linkwell.example/b/premium-monthly',
  checkoutPremiumAnnual: 'https://checkout.linkwell.example/b/premium-annual',
};

/** The variable behind each address, and where a visitor meets it. */
export const externalLinkVariables = {
  supportEmail: {
    name: 'NEXT_PUBLIC_SUPPORT_EMAIL',
    kind: 'email',
    usedFor: 'Contact page, the forms when JavaScript is off',
  },
  careersEmail: {
    name: 'NEXT_PUBLIC_CAREERS_EMAIL',
    kind: 'email',
    usedFor: 'job pages and the application form',
  },
  privacyEmail: {
    name: 'NEXT_PUBLIC_PRIVACY_EMAIL',
    kind: 'email',
    usedFor: 'the Privacy Policy',
  },
  dashboard: {
    name: 'NEXT_PUBLIC_APP_URL',
    kind: 'url',
    usedFor: "the header's Log in; its /register is the owner registration page",
  },
  checkoutBasicMonthly: {
    name: 'NEXT_PUBLIC_CHECKOUT_BASIC_MONTHLY_URL',
    kind: 'url',
    usedFor: 'Basic plan, monthly billing',
  },
  checkoutBasicAnnual: {
    name: 'NEXT_PUBLIC_CHECKOUT_BASIC_ANNUAL_URL',
    kind: 'url',
    usedFor: 'Basic plan, annual billing',
  },
  checkoutPlusMonthly: {
    name: 'NEXT_PUBLIC_CHECKOUT_PLUS_MONTHLY_URL',
    kind: 'url',
    usedFor: 'Plus plan, monthly billing',
  },
  checkoutPlusAnnual: {
    name: 'NEXT_PUBLIC_CHECKOUT_PLUS_ANNUAL_URL',
    kind: 'url',
    usedFor: 'Plus plan, annual billing',
  },
  checkoutPremiumMonthly: {
    name: 'NEXT_PUBLIC_CHECKOUT_PREMIUM_MONTHLY_URL',
    kind: 'url',
    usedFor: 'Premium plan, monthly billing',
  },
  checkoutPremiumAnnual: {
    name: 'NEXT_PUBLIC_CHECKOUT_PREMIUM_ANNUAL_URL',
    kind: 'url',
    usedFor: 'Premium plan, annual billing',
  },
};

/** @typedef {keyof typeof externalLinkVariables} ExternalLinkName */

/** @param {string | undefined} value */
const withoutTrailingSlash = (value) => value?.trim().replace(/\/+$/, '');

/**
 * The addresses for one environment (process.env, or a test's own); unset or blank takes the default.
 * @param {Record<string, string | undefined>} env
 * @returns {Record<ExternalLinkName, string>}
 */
export function resolveExternalLinks(env) {
  const links = /** @type {Record<ExternalLinkName, string>} */ ({});
  for (const [key, variable] of Object.entries(externalLinkVariables)) {
    const name = /** @type {ExternalLinkName} */ (key);
    links[name] =
      variable.kind === 'url'
        ? withoutTrailingSlash(env[variable.name]) || externalLinkDefaults[name]
        : env[variable.name]?.trim() || externalLinkDefaults[name];
  }
  return links;
}

/**
 * The host an address leads to, or '' when it is not a usable address of its kind.
 * @param {string} value
 * @param {LinkKind} kind
 */
function addressHost(value, kind) {
  if (kind === 'email') return /^[^\s@/:]+@([^\s@/:]+\.[^\s@/:]+)$/.exec(value)?.[1] ?? '';
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url.hostname : '';
  } catch {
    return '';
  }
}

/**
 * Why a production build must not go out with these addresses: the site's address is public while
 * a link still leads to a placeholder (`.example`, `.test`, `.invalid`, `localhost`...), which no
 * visitor can reach. One sentence per variable, naming it; empty when all is well.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function productionLinkProblems(env) {
  const site = publicSiteHost(env);
  if (site.problem) return [site.problem];
  if (!site.host) return [];
  const problems = [];
  for (const [key, variable] of Object.entries(externalLinkVariables)) {
    const value = env[variable.name]?.trim() || externalLinkDefaults[/** @type {ExternalLinkName} */ (key)];
    const state = env[variable.name]?.trim() ? `is ${value}` : `is not set, so it defaults to ${value}`;
    const host = addressHost(value, /** @type {LinkKind} */ (variable.kind));
    if (!host)
      problems.push(
        `${variable.name} (${variable.usedFor}) is not ${variable.kind === 'email' ? 'an e-mail address' : 'an absolute http(s) URL'}: ${value}`,
      );
    else if (isLocalHost(host)) problems.push(`${variable.name} (${variable.usedFor}) ${state}`);
  }
  return problems;
}

/**
 * The message a refused production build prints.
 * @param {string[]} problems
 * @param {string | undefined} siteUrl
 */
export function productionLinkMessage(problems, siteUrl) {
  return [
    `This build is for ${siteUrl}, but these addresses visitors click are still placeholders:`,
    ...problems.map((problem) => `  - ${problem}`),
    'Set each to your real address (in .env.local or the environment; see README "Configuration"),',
    'for example NEXT_PUBLIC_SUPPORT_EMAIL=support@yourcompany.com, then build again.',
  ].join('\n');
}

/**
 * The company behind the site as its legal documents name it: the Privacy Policy's controller, the
 * Terms' contracting party, the footer's copyright line and About's facts. Unset, local and test
 * builds show a sample (lib/site/company.ts); a production build refuses to go out without both, so
 * the sample never names a public site's company.
 */
export const companyIdentityVariables = {
  legalName: {
    name: 'NEXT_PUBLIC_COMPANY_LEGAL_NAME',
    usedFor: "the company's registered name: Privacy Policy, Terms of Service, footer, About",
  },
  address: {
    name: 'NEXT_PUBLIC_COMPANY_ADDRESS',
    usedFor: "the company's postal address, on one line: Privacy Policy, Terms of Service, About",
  },
};

/** @typedef {keyof typeof companyIdentityVariables} CompanyIdentityField */

/**
 * The company's name and address for one environment; '' where unset or blank.
 * @param {Record<string, string | undefined>} env
 * @returns {Record<CompanyIdentityField, string>}
 */
export function resolveCompanyIdentity(env) {
  return {
    legalName: env[companyIdentityVariables.legalName.name]?.trim() ?? '',
    address: env[companyIdentityVariables.address.name]?.trim() ?? '',
  };
}

/**
 * Why a production build must not go out without the company's identity: a public site whose legal
 * pages name no controller or contracting party. One sentence per unset variable; empty when all is well.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function productionIdentityProblems(env) {
  const site = publicSiteHost(env);
  if (site.problem || !site.host) return [];
  const identity = resolveCompanyIdentity(env);
  return Object.entries(companyIdentityVariables)
    .filter(([field]) => !identity[/** @type {CompanyIdentityField} */ (field)])
    .map(([, variable]) => `${variable.name} (${variable.usedFor}) is not set`);
}

/**
 * The message a production build without the company's identity prints.
 * @param {string[]} problems
 * @param {string | undefined} siteUrl
 */
export function productionIdentityMessage(problems, siteUrl) {
  return [
    `This build is for ${siteUrl}, but the legal pages would name no company:`,
    ...problems.map((problem) => `  - ${problem}`),
    'Set each as your company is registered (in .env.local or the environment; see README "Configuration"),',
    'for example NEXT_PUBLIC_COMPANY_LEGAL_NAME="Your Company, Inc.", then build again.',
  ].join('\n');
}

/**
 * The addresses baked into the site, resolved as resolveExternalLinks does (a unit test holds them
 * together). Each variable is spelled out in full so that Next.js inlines its value at build time,
 * and nothing here reads externalLinkVariables, so the browser bundle carries only these values.
 */
export const siteExternalLinks = {
  supportEmail: process.env.NEXT_PUBLIC_SUPPORT_EMAIL?.trim() || externalLinkDefaults.supportEmail,
  careersEmail: process.env.NEXT_PUBLIC_CAREERS_EMAIL?.trim() || externalLinkDefaults.careersEmail,
  privacyEmail: process.env.NEXT_PUBLIC_PRIVACY_EMAIL?.trim() || externalLinkDefaults.privacyEmail,
  dashboard: withoutTrailingSlash(process.env.NEXT_PUBLIC_APP_URL) || externalLinkDefaults.dashboard,
  checkoutBasicMonthly:
    withoutTrailingSlash(process.env.NEXT_PUBLIC_CHECKOUT_BASIC_MONTHLY_URL) ||
    externalLinkDefaults.checkoutBasicMonthly,
  checkoutBasicAnnual:
    withoutTrailingSlash(process.env.NEXT_PUBLIC_CHECKOUT_BASIC_ANNUAL_URL) || externalLinkDefaults.checkoutBasicAnnual,
  checkoutPlusMonthly:
    withoutTrailingSlash(process.env.NEXT_PUBLIC_CHECKOUT_PLUS_MONTHLY_URL) || externalLinkDefaults.checkoutPlusMonthly,
  checkoutPlusAnnual:
    withoutTrailingSlash(process.env.NEXT_PUBLIC_CHECKOUT_PLUS_ANNUAL_URL) || externalLinkDefaults.checkoutPlusAnnual,
  checkoutPremiumMonthly:
    withoutTrailingSlash(process.env.NEXT_PUBLIC_CHECKOUT_PREMIUM_MONTHLY_URL) ||
    externalLinkDefaults.checkoutPremiumMonthly,
  checkoutPremiumAnnual:
    withoutTrailingSlash(process.env.NEXT_PUBLIC_CHECKOUT_PREMIUM_ANNUAL_URL) ||
    externalLinkDefaults.checkoutPremiumAnnual,
};
