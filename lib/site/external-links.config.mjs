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
/** @typedef {{ name: string, kind: LinkKind, fallback: string, usedFor: string }} LinkVariable */

/** The variable behind each address, its default and where a visitor meets it. */
export const externalLinkVariables = {
  supportEmail: {
    name: 'NEXT_PUBLIC_SUPPORT_EMAIL',
    kind: 'email',
    fallback: 'support@linkwell.example',
    usedFor: 'Contact page, the forms when JavaScript is off',
  },
  careersEmail: {
    name: 'NEXT_PUBLIC_CAREERS_EMAIL',
    kind: 'email',
    fallback: 'careers@linkwell.example',
    usedFor: 'job pages and the application form',
  },
  privacyEmail: {
    name: 'NEXT_PUBLIC_PRIVACY_EMAIL',
    kind: 'email',
    fallback: 'privacy@linkwell.example',
    usedFor: 'the Privacy Policy',
  },
  dashboard: {
    name: 'NEXT_PUBLIC_APP_URL',
    kind: 'url',
    fallback: 'https://app.linkwell.example',
    usedFor: "the header's Log in; its /register is the owner registration page",
  },
  checkoutBasicMonthly: {
    name: 'NEXT_PUBLIC_CHECKOUT_BASIC_MONTHLY_URL',
    kind: 'url',
    fallback: 'https://checkout.linkwell.example/b/basic-monthly',
    usedFor: 'Basic plan, monthly billing',
  },
  checkoutBasicAnnual: {
    name: 'NEXT_PUBLIC_CHECKOUT_BASIC_ANNUAL_URL',
    kind: 'url',
    fallback: 'https://checkout.linkwell.example/b/basic-annual',
    usedFor: 'Basic plan, annual billing',
  },
  checkoutPlusMonthly: {
    name: 'NEXT_PUBLIC_CHECKOUT_PLUS_MONTHLY_URL',
    kind: 'url',
    fallback: 'https://checkout.linkwell.example/b/plus-monthly',
    usedFor: 'Plus plan, monthly billing',
  },
  checkoutPlusAnnual: {
    name: 'NEXT_PUBLIC_CHECKOUT_PLUS_ANNUAL_URL',
    kind: 'url',
    fallback: 'https://checkout.linkwell.example/b/plus-annual',
    usedFor: 'Plus plan, annual billing',
  },
  checkoutPremiumMonthly: {
    name: 'NEXT_PUBLIC_CHECKOUT_PREMIUM_MONTHLY_URL',
    kind: 'url',
    fallback: 'https://checkout.linkwell.example/b/premium-monthly',
    usedFor: 'Premium plan, monthly billing',
  },
  checkoutPremiumAnnual: {
    name: 'NEXT_PUBLIC_CHECKOUT_PREMIUM_ANNUAL_URL',
    kind: 'url',
    fallback: 'https://checkout.linkwell.example/b/premium-annual',
    usedFor: 'Premium plan, annual billing',
  },
};

/** @typedef {keyof typeof externalLinkVariables} ExternalLinkName */

/** Every variable these addresses read; the test runner blanks them so a tested build has the defaults. */
export const externalLinkEnvNames = Object.values(externalLinkVariables).map((variable) => variable.name);

/**
 * The addresses for one environment (process.env, or a test's own); unset or blank takes the default.
 * @param {Record<string, string | undefined>} env
 * @returns {Record<ExternalLinkName, string>}
 */
export function resolveExternalLinks(env) {
  const links = /** @type {Record<ExternalLinkName, string>} */ ({});
  for (const [key, variable] of Object.entries(externalLinkVariables)) {
    const value = env[variable.name]?.trim() || variable.fallback;
    links[/** @type {ExternalLinkName} */ (key)] = variable.kind === 'url' ? value.replace(/\/+$/, '') : value;
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
  for (const variable of Object.values(externalLinkVariables)) {
    const value = env[variable.name]?.trim() || variable.fallback;
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
 * The addresses baked into the site. Each variable is spelled out in full so that Next.js inlines
 * its value into the browser bundle at build time.
 */
export const siteExternalLinks = resolveExternalLinks({
  NEXT_PUBLIC_SUPPORT_EMAIL: process.env.NEXT_PUBLIC_SUPPORT_EMAIL,
  NEXT_PUBLIC_CAREERS_EMAIL: process.env.NEXT_PUBLIC_CAREERS_EMAIL,
  NEXT_PUBLIC_PRIVACY_EMAIL: process.env.NEXT_PUBLIC_PRIVACY_EMAIL,
  NEXT_PUBLIC_APP_URL: process.env.NEXT_PUBLIC_APP_URL,
  NEXT_PUBLIC_CHECKOUT_BASIC_MONTHLY_URL: process.env.NEXT_PUBLIC_CHECKOUT_BASIC_MONTHLY_URL,
  NEXT_PUBLIC_CHECKOUT_BASIC_ANNUAL_URL: process.env.NEXT_PUBLIC_CHECKOUT_BASIC_ANNUAL_URL,
  NEXT_PUBLIC_CHECKOUT_PLUS_MONTHLY_URL: process.env.NEXT_PUBLIC_CHECKOUT_PLUS_MONTHLY_URL,
  NEXT_PUBLIC_CHECKOUT_PLUS_ANNUAL_URL: process.env.NEXT_PUBLIC_CHECKOUT_PLUS_ANNUAL_URL,
  NEXT_PUBLIC_CHECKOUT_PREMIUM_MONTHLY_URL: process.env.NEXT_PUBLIC_CHECKOUT_PREMIUM_MONTHLY_URL,
  NEXT_PUBLIC_CHECKOUT_PREMIUM_ANNUAL_URL: process.env.NEXT_PUBLIC_CHECKOUT_PREMIUM_ANNUAL_URL,
});
