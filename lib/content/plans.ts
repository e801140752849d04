import 'server-only';
import { z } from 'zod';
import { checkoutLinks, pageLinks } from '@/lib/site/site';
import { loadContentFile } from './load';
import { ctaSchema } from './schemas';

const price = z.union([z.number().int().positive(), z.literal('custom')]);
export const planIds = ['basic', 'plus', 'premium', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

const planSchema = z
  .object({
    id: z.enum(planIds),
    name: z.string().min(1),
    description: z.string().min(10),
    monthlyPrice: price,
    annualPrice: price,
    limits: z.object({ stores: z.string(), vendors: z.string(), orders: z.string(), products: z.string() }),
    /** What the plan builds on ("Everything in Basic, plus:"), over its list of what it adds. */
    builtOn: z.string().min(1).optional(),
    features: z.array(z.string().min(1)).min(1),
    /** Paid extras the plan can buy (Basic's bulk product creation): never among what a card includes (the table's Extra fee). */
    addOns: z.array(z.string().min(1)).default([]),
    notIncluded: z.array(z.string().min(1)),
    buttonText: z.string().min(1),
    highlight: z.boolean(),
    enterprise: z.boolean(),
    /** Monthly discount in dollars for a store that only syncs products (the FAQ says it in words). */
    syncOnlyDiscount: z.number().int().positive().optional(),
  })
  .refine((plan) => plan.enterprise === (plan.monthlyPrice === 'custom' && plan.annualPrice === 'custom'), {
    message: 'only the enterprise plan, and it always, has custom prices',
  });

/**
 * Included, not, a short text, or a text with a note under the table that links to the page answering it (a fee
 * with no list price: where to get a quote). The cell is a value, never a link: a blue "Quoted per catalog" in a
 * column of ticks read as a link rather than what Basic offers (outside review TT).
 */
const comparisonValue = z.union([
  z.boolean(),
  z.string().min(1),
  z.object({ text: z.string().min(1), note: z.string().min(1), link: ctaSchema }),
]);

const comparisonSchema = z.object({
  caption: z.string().min(1),
  /** The phone's plan switch: one plan's column at a time. */
  pickLegend: z.string().min(1),
  limitsTitle: z.string().min(1),
  limitRows: z.object({ stores: z.string(), vendors: z.string(), orders: z.string(), products: z.string() }),
  groups: z
    .array(
      z.object({
        title: z.string().min(1),
        rows: z
          .array(
            z.object({
              label: z.string().min(1),
              values: z.object(
                Object.fromEntries(planIds.map((id) => [id, comparisonValue])) as Record<
                  (typeof planIds)[number],
                  typeof comparisonValue
                >,
              ),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
});

export const plansFileSchema = z
  .object({
    plans: z.array(planSchema).length(4),
    /** One-time setup fee per vendor, in dollars, by how the vendor shares its data ({{setupFee.api}}...). */
    setupFees: z.object({ api: z.number().int().positive(), file: z.number().int().positive() }),
    comparison: comparisonSchema,
  })
  // The cards list what a plan includes; what it lacks (its notIncluded) is said by the comparison
  // table, so each such item must be a row there marked not included for that plan.
  .refine(
    ({ plans, comparison }) =>
      plans.every((plan) =>
        plan.notIncluded.every((label) =>
          comparison.groups.some((group) =>
            group.rows.some((row) => row.label === label && row.values[plan.id] === false),
          ),
        ),
      ),
    { message: "each plan's notIncluded item is a comparison row marked false for that plan" },
  );

/** A cell of the comparison table: included, not included, a short text (a limit, a tier) or one with a link. */
export type ComparisonValue = z.infer<typeof comparisonValue>;
export type ComparisonGroup = { title: string; rows: { label: string; values: ComparisonValue[] }[] };
export type PlanComparison = {
  caption: string;
  pickLegend: string;
  planNames: string[];
  /** Each plan's per-month price by billing period, in the plans' order; none for a custom-priced plan (Enterprise). */
  prices: ({ monthly: number; annual: number } | null)[];
  /** The plan a phone shows first (its index): the one the cards mark as most popular. */
  firstShown: number;
  groups: ComparisonGroup[];
};

/**
 * The comparison table's rows, plan by plan in the cards' order: the limits from each plan's own
 * limits (nothing listed twice), then the feature and support rows of the comparison block.
 */
export function getPlanComparison(): PlanComparison {
  const { data } = loadContentFile('marketing', 'plans', plansFileSchema);
  const { plans, comparison } = data;
  const limitKeys = Object.keys(comparison.limitRows) as (keyof typeof comparison.limitRows)[];
  return {
    caption: comparison.caption,
    pickLegend: comparison.pickLegend,
    planNames: plans.map((plan) => plan.name),
    prices: plans.map((plan) =>
      typeof plan.monthlyPrice === 'number' && typeof plan.annualPrice === 'number'
        ? { monthly: plan.monthlyPrice, annual: plan.annualPrice }
        : null,
    ),
    firstShown: Math.max(
      0,
      plans.findIndex((plan) => plan.highlight),
    ),
    groups: [
      {
        title: comparison.limitsTitle,
        rows: limitKeys.map((key) => ({
          label: comparison.limitRows[key],
          values: plans.map((plan) => plan.limits[key]),
        })),
      },
      ...comparison.groups.map((group) => ({
        title: group.title,
        rows: group.rows.map((row) => ({ label: row.label, values: plans.map((plan) => row.values[plan.id]) })),
      })),
    ],
  };
}

type PlanData = z.infer<typeof planSchema>;

/** A plan card's data: prices are numbers, or "custom" for Enterprise, whose button leads to /contact. */
export type Plan = PlanData & { checkout: { monthly: string; annual: string } };
type PricedPlan = Plan & { monthlyPrice: number; annualPrice: number };

export const isPricedPlan = (plan: Plan): plan is PricedPlan => typeof plan.monthlyPrice === 'number';

export function getPlans(): Plan[] {
  const { data } = loadContentFile('marketing', 'plans', plansFileSchema);
  return data.plans.map((plan) => ({
    ...plan,
    checkout:
      plan.id === 'enterprise'
        ? { monthly: pageLinks.contact.href, annual: pageLinks.contact.href }
        : checkoutLinks[plan.id],
  }));
}
