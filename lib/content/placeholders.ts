import { companyContentValues } from '@/lib/site/company';
import { contentValues } from '@/lib/site/site';
import { contentEmails } from '@/lib/site/mail-or-form';
import { formatPrice } from '@/lib/product/pricing';

/** What content/marketing/plans.md says of prices, as the price placeholders need it. */
export type PriceFacts = {
  plans: { id: string; monthlyPrice: number | 'custom'; annualPrice: number | 'custom'; syncOnlyDiscount?: number }[];
  setupFees: Record<string, number>;
};

/**
 * A price's placeholders, from the one file that defines prices (issue 53: a price lived in five
 * places): `{{price.basic.monthly}}` "$99", `{{price.basic.annual}}` "$89" (per month, billed
 * annually), `{{syncOnlyDiscount.basic}}` "$15", `{{setupFee.api}}` "$500".
 */
export function pricePlaceholders(facts: PriceFacts): Record<string, string> {
  const values: Record<string, string> = {};
  for (const plan of facts.plans) {
    if (typeof plan.monthlyPrice === 'number') values[`price.${plan.id}.monthly`] = formatPrice(plan.monthlyPrice);
    if (typeof plan.annualPrice === 'number') values[`price.${plan.id}.annual`] = formatPrice(plan.annualPrice);
    if (plan.syncOnlyDiscount) values[`syncOnlyDiscount.${plan.id}`] = formatPrice(plan.syncOnlyDiscount);
  }
  for (const [kind, fee] of Object.entries(facts.setupFees)) values[`setupFee.${kind}`] = formatPrice(fee);
  return values;
}

/**
 * Puts the configured value in place of each `{{name}}` of a content file (a key of contentValues:
 * an address such as `{{privacyEmail}}`, which a production build must set, or `{{supportHours}}`;
 * or of companyContentValues, the company's name and address;
 * or of `prices`, pricePlaceholders' values), so content never hard-codes either. A line that names
 * a value left unset ('') is left out whole, so the text
 * reads as it would without it. An unknown name fails the build, naming the file. No file system
 * here: the loaders (./load.ts) and the tests that read sources use the same function.
 */
export function fillContentValues(source: string, file: string, prices: Record<string, string> = {}): string {
  const values: Record<string, string> = { ...contentValues, ...contentEmails, ...companyContentValues, ...prices };
  const fill = (line: string) =>
    line.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (placeholder, name: string) => {
      if (!Object.hasOwn(values, name)) {
        throw new Error(`Unknown placeholder ${placeholder} in ${file}; known: ${Object.keys(values).join(', ')}`);
      }
      return values[name]!;
    });
  const unset = (line: string) =>
    [...line.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].some(([, name]) => values[name!] === '');
  return source
    .split('\n')
    .filter((line) => !unset(line))
    .map(fill)
    .join('\n');
}
