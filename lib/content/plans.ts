import 'server-only';
import { z } from 'zod';
import { checkoutLinks, pageLinks } from '@/lib/site';
import { loadContentFile } from './load';

const price = z.union([z.number().int().positive(), z.literal('custom')]);

const planSchema = z
  .object({
    id: z.enum(['basic', 'plus', 'premium', 'enterprise']),
    name: z.string().min(1),
    description: z.string().min(10),
    monthlyPrice: price,
    annualPrice: price,
    limits: z.object({ stores: z.string(), vendors: z.string(), orders: z.string(), products: z.string() }),
    features: z.array(z.string().min(1)).min(1),
    notIncluded: z.array(z.string().min(1)),
    buttonText: z.string().min(1),
    highlight: z.boolean(),
    enterprise: z.boolean(),
    /** Monthly discount in dollars for the product-sync-only option. */
    syncOnlyDiscount: z.number().int().positive().optional(),
  })
  .refine((plan) => plan.enterprise === (plan.monthlyPrice === 'custom' && plan.annualPrice === 'custom'), {
    message: 'only the enterprise plan, and it always, has custom prices',
  });

export const plansFileSchema = z.object({ plans: z.array(planSchema).length(4) });

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
