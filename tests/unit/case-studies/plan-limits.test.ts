/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getAllCaseStudies } from '@/lib/content/case-studies';
import { getPlans } from '@/lib/content/plans';

// A story's figures must fit the plan it says the customer is on (content/marketing/plans.md):
// a reviewer reading "Plus" and then "5,800 products" sees a pricing page that is wrong.
const words: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const nouns = {
  stores: /^stores?$/,
  vendors: /^(vendors?|distributors?|manufacturers?|suppliers?)$/,
  orders: /^orders?$/,
  products: /^(products?|variants?|skus?|fixtures?)$/,
} as const;
type Limit = keyof typeof nouns;

/** A plan limit as a number ("Up to 6 vendors" is 6), or Infinity for "Unlimited". */
const limitOf = (text: string) =>
  /unlimited/i.test(text) ? Infinity : Number(text.match(/[\d,]+/)![0].replace(/,/g, ''));

/** Every "<number> <noun>" in a story's text, by the limit the noun counts against. */
function figuresIn(text: string): Record<Limit, number[]> {
  const found: Record<Limit, number[]> = { stores: [], vendors: [], orders: [], products: [] };
  for (const [, number = '', noun = ''] of text.matchAll(/\b(\d[\d,]*|[a-z]+)\s+(?=([a-z]+))/gi)) {
    const value = /^\d/.test(number) ? Number(number.replace(/,/g, '')) : words[number.toLowerCase()];
    if (value === undefined) continue;
    for (const limit of Object.keys(nouns) as Limit[])
      if (nouns[limit].test(noun.toLowerCase())) found[limit].push(value);
  }
  return found;
}

describe("case studies against their plan's limits", () => {
  it('reads figures the way the stories write them', () => {
    expect(figuresIn('grew from about 1,600 to 5,800 products with three distributors, 400 orders')).toEqual({
      stores: [],
      vendors: [3],
      orders: [400],
      products: [5800],
    });
  });

  it('names no more stores, vendors, orders or products than its plan allows', async () => {
    const plans = getPlans();
    for (const study of await getAllCaseStudies()) {
      const plan = plans.find((candidate) => candidate.id === study.plan)!;
      const source = readFileSync(path.join(process.cwd(), 'content/case-studies', `${study.slug}.md`), 'utf8');
      const figures = figuresIn(source);
      figures.vendors.push(study.vendors.length);
      for (const limit of Object.keys(nouns) as Limit[]) {
        const most = Math.max(0, ...figures[limit]);
        expect({ story: study.slug, plan: plan.id, limit, most }).toEqual({
          story: study.slug,
          plan: plan.id,
          limit,
          most: Math.min(most, limitOf(plan.limits[limit])),
        });
      }
    }
  });
});
