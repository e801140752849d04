import type { Position } from '@/lib/content/careers';
import { isPricedPlan, type Plan } from '@/lib/content/plans';
import { readingMinutes } from '@/lib/docs/reading-time';
import { annualTotal } from '@/lib/product/pricing';
import { pageLinks, siteDescription, siteName, siteUrl } from '@/lib/site/site';
import { absoluteUrl } from '@/lib/site/routes';
import { escapeHtml } from '@/lib/util/escape-html';

/** Every schema.org object of the site (rendered by components/seo/JsonLd.tsx). */

export type JsonLdObject = Record<string, unknown>;

const context = 'https://schema.org';

/** The one Organization: in full on the home page, by name, address and logo where an article or job names it. */
const organization = { '@type': 'Organization', name: siteName, url: siteUrl, logo: `${siteUrl}/icon.svg` };

export function organizationJsonLd(): JsonLdObject {
  return { '@context': context, ...organization, description: siteDescription, foundingDate: '2022' };
}

export function websiteJsonLd(): JsonLdObject {
  return { '@context': context, '@type': 'WebSite', name: siteName, url: siteUrl, description: siteDescription };
}

/** BreadcrumbList from the home page down to the current page; `trail` is the pages below Home. */
export function breadcrumbJsonLd(trail: { name: string; path: string }[]): JsonLdObject {
  const crumbs = [{ name: pageLinks.home.title, path: pageLinks.home.href }, ...trail];
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

type ArticleInput = {
  title: string;
  description: string;
  path: string;
  section: string;
  words: number;
  /** Last-updated calendar day, "2026-10-02". */
  updated: string;
};

/** TechArticle of one help article. */
export function techArticleJsonLd({ title, description, path, section, words, updated }: ArticleInput): JsonLdObject {
  return {
    '@context': context,
    '@type': 'TechArticle',
    headline: title,
    description,
    url: absoluteUrl(path),
    mainEntityOfPage: absoluteUrl(path),
    articleSection: section,
    inLanguage: 'en',
    wordCount: words,
    dateModified: updated,
    timeRequired: `PT${readingMinutes(words)}M`,
    author: organization,
    publisher: organization,
  };
}

const htmlList = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/** Google's JobPosting for one position's own page: the full description as HTML, remote within the USA. */
export function jobPostingJsonLd(position: Position): JsonLdObject {
  const description = [
    `<p>${escapeHtml(position.description)}</p>`,
    position.aboutHtml.trim(),
    '<h2>Responsibilities</h2>',
    htmlList(position.responsibilities),
    '<h2>Qualifications</h2>',
    htmlList(position.qualifications),
  ].join('');
  const { url, ...hiringOrganization } = organization;
  return {
    '@context': context,
    '@type': 'JobPosting',
    title: position.title,
    description,
    datePosted: position.datePosted,
    validThrough: `${position.validThrough}T23:59:59-05:00`,
    employmentType: position.employmentType,
    // Google's examples give the hiring organization's site as sameAs.
    hiringOrganization: { ...hiringOrganization, sameAs: url },
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: {
        '@type': 'QuantitativeValue',
        minValue: position.salary.min,
        maxValue: position.salary.max,
        unitText: 'YEAR',
      },
    },
    identifier: { '@type': 'PropertyValue', name: siteName, value: position.slug },
    url: absoluteUrl(position.href),
  };
}

const offer = (name: string, price: number, url: string, unitCode: 'MON' | 'ANN') => ({
  '@type': 'Offer',
  name,
  price: price.toFixed(2),
  priceCurrency: 'USD',
  url,
  priceSpecification: { '@type': 'UnitPriceSpecification', price: price.toFixed(2), priceCurrency: 'USD', unitCode },
});

/** Product structured data: the subscription with one Offer per priced plan and billing period. */
export function productJsonLd(
  plans: Plan[],
  { name, description, url }: { name: string; description: string; url: string },
) {
  const offers = plans
    .filter(isPricedPlan)
    .flatMap((plan) => [
      offer(`${plan.name} (monthly billing)`, plan.monthlyPrice, plan.checkout.monthly, 'MON'),
      offer(`${plan.name} (annual billing)`, annualTotal(plan.annualPrice), plan.checkout.annual, 'ANN'),
    ]);
  return { '@context': context, '@type': 'Product', name, description, url, brand: { '@type': 'Brand', name }, offers };
}
