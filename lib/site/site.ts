/**
 * Site configuration: the product's name, its external addresses and every navigation list.
 * Header, footer, sitemap, metadata and tests read from here; nothing is listed twice.
 */

import { siteExternalLinks } from '@/lib/site/external-links.config.mjs';

export const siteName = 'Linkwell';

/** The footer's line, said as a person would ("Automating inventory, product and order management…" read stiff: outside review JJJJJJ). */
export const siteTagline =
  'Inventory, products and orders, synced automatically between Shopify stores and their vendors.';

export const siteDescription = `${siteName} links your Shopify store with vendors, distributors and fulfillment partners: hourly inventory sync, product listings from vendor catalogs, price rules with MSRP/MAP protection, order routing and tracking push-back.`;

/** The site's own address, used for canonical URLs, the sitemap and Open Graph. */
export const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL ?? 'https://linkwell.example').replace(/\/+$/, '');

/**
 * External addresses the pages link to, each from its NEXT_PUBLIC_* variable
 * (lib/site/external-links.config.mjs; a production build refuses the `.example` defaults).
 */
export const externalLinks = {
  /** Where a store owner creates an account (the dashboard's own registration page). */
  ownerRegistration: `${siteExternalLinks.dashboard}/register`,
  dashboard: siteExternalLinks.dashboard,
  supportEmail: siteExternalLinks.supportEmail,
  careersEmail: siteExternalLinks.careersEmail,
  privacyEmail: siteExternalLinks.privacyEmail,
} as const;

/**
 * Human support's hours (SPEC §1), written one way wherever a page, the chat or content states
 * them (content writes {{supportHours}}), with the en dash of every range on the site (a hyphen here beside
 * the pages' dashes: outside review HHH). No-break spaces keep "9 AM" and "6 PM" whole. Premium's
 * support is 24/7 (SPEC's support tiers), so the hours say so wherever they stand: a reviewer read
 * "Monday to Friday" beside Pricing's "24/7 dedicated support" as a contradiction.
 */
export const supportHours = 'Monday to Friday, 9\u00a0AM–6\u00a0PM EST (around the clock on Premium)';

/**
 * The hours inside supportHours, kept on one line where a page shows them (components/ui/WholeRanges.tsx,
 * renderMarkdown): a narrow column broke them at the dash, "9 AM–" over "6 PM EST". The time zone
 * stays out of the unbroken run, so a line may end before it: with it, the run left "Monday to Friday,"
 * alone on a short line, a break that read as made by hand (outside review, Contact at 375 px).
 */
export const supportHoursRange = '9\u00a0AM–6\u00a0PM';

/**
 * What content may name in {{…}}: the configured addresses and the support hours (lib/content/load.ts).
 * The e-mail addresses are filled as lib/site/mail-or-form.ts gives them (contentEmails: '' when unset,
 * so the line naming one is left out), by lib/content/placeholders.ts: this module is in the browser's
 * bundle, that decision is not.
 */
export const contentValues = { ...externalLinks, supportHours } as const;

/** Card-payment checkout pages, one per plan and billing period. */
export const checkoutLinks = {
  basic: { monthly: siteExternalLinks.checkoutBasicMonthly, annual: siteExternalLinks.checkoutBasicAnnual },
  plus: { monthly: siteExternalLinks.checkoutPlusMonthly, annual: siteExternalLinks.checkoutPlusAnnual },
  premium: { monthly: siteExternalLinks.checkoutPremiumMonthly, annual: siteExternalLinks.checkoutPremiumAnnual },
} as const;

/** `short`: the name where the full one is too long (the header's row, the mobile menu's tiles). */
type NavLink = { title: string; href: string; short?: string };

/** Every page link, once, in sitemap order. The header, footer, sitemap and lib/site/routes.ts derive from this record. */
export const pageLinks = {
  home: { title: 'Home', href: '/' },
  features: { title: 'Features', href: '/features' },
  pricing: { title: 'Pricing', href: '/pricing' },
  howItWorks: { title: 'How It Works', href: '/how-it-works' },
  about: { title: 'About', href: '/about' },
  security: { title: 'Security', href: '/security' },
  faq: { title: 'FAQ', href: '/faq' },
  releaseNotes: { title: 'Release Notes', href: '/release-notes' },
  documentation: { title: 'Documentation', href: '/documentation', short: 'Docs' },
  apiReference: { title: 'API Reference', href: '/documentation#api' },
  vendorIntegrations: { title: 'Vendor Integrations', href: '/vendor-integrations', short: 'Vendors' },
  caseStudies: { title: 'Case Studies', href: '/case-studies' },
  careers: { title: 'Careers', href: '/careers' },
  contact: { title: 'Contact', href: '/contact' },
  customIntegrations: { title: 'Custom Integrations', href: '/custom-integrations' },
  application: { title: 'Apply for a Position', href: '/application' },
  privacy: { title: 'Privacy Policy', href: '/privacy' },
  terms: { title: 'Terms of Service', href: '/terms' },
  cookies: { title: 'Cookie Policy', href: '/cookies' },
} as const satisfies Record<string, NavLink>;

type PageKey = keyof typeof pageLinks;
const pick = (keys: PageKey[]): NavLink[] => keys.map((key) => pageLinks[key]);

/** The header's links, in the spec's order. */
export const headerNav: NavLink[] = pick([
  'home',
  'features',
  'pricing',
  'howItWorks',
  'vendorIntegrations',
  'caseStudies',
  'documentation',
  'apiReference',
  'about',
  'faq',
  'contact',
  'customIntegrations',
  'releaseNotes',
  'careers',
]);

/**
 * Shown inline from lg (1024 px), by their short names where they have one; the menu holds the rest there. The
 * vendors among them at every width: only More had them on a desktop, where a phone shows them among its first tiles
 * (outside review XXX), and from 1024 to 1120 px they still dropped into More while Documentation stayed (outside
 * review EEEE). "Docs", as Stripe's and Linear's rows say it, makes the room. How It Works, which the home page's
 * hero and More lead to, stays in More.
 */
export const headerPrimaryHrefs: readonly string[] = [
  pageLinks.features.href,
  pageLinks.pricing.href,
  pageLinks.vendorIntegrations.href,
  pageLinks.documentation.href,
];

export const headerActions = {
  /** Customers sign in to the dashboard; the site itself has no accounts. */
  logIn: { title: 'Log in', href: externalLinks.dashboard, lead: 'Already a customer?' },
  contactSales: { title: 'Contact Sales', href: pageLinks.contact.href },
  getStarted: { title: 'Get Started', href: pageLinks.pricing.href },
} as const;

export type NavGroup = { title: string; links: NavLink[] };

export const footerColumns: NavGroup[] = [
  {
    title: 'Product',
    links: pick(['features', 'pricing', 'howItWorks', 'vendorIntegrations', 'customIntegrations', 'releaseNotes']),
  },
  {
    title: 'Resources',
    links: pick(['documentation', 'apiReference', 'caseStudies', 'faq']),
  },
  {
    title: 'Company',
    links: pick(['about', 'security', 'careers', 'contact']),
  },
];

/**
 * The menus' groups: the footer's columns, so every link sits under a heading a reader knows from
 * the footer (Security too). Home is not among them: the logo is the way home at every width.
 */
export const headerMenuGroups: NavGroup[] = footerColumns;

export const legalNav: NavLink[] = pick(['privacy', 'terms', 'cookies']);

/** True when `href` is the page at `pathname` (an anchor link such as /documentation#api never is). */
export function isActiveLink(href: string, pathname: string): boolean {
  if (href.includes('#')) return false;
  const normalised = pathname.replace(/\/+$/, '') || '/';
  if (href === '/') return normalised === '/';
  return normalised === href || normalised.startsWith(`${href}/`);
}
