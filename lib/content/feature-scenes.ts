import 'server-only';
import { z } from 'zod';
import { applyPriceRule, formatAmount } from '@/lib/docs/price-rule';
import { text } from './schemas';
import { getLiveVendors, getVendor } from './vendors';

/**
 * The pictures of Home's features bento (content/marketing/home.md, pictures), one per outcome tile
 * that the hero's dashboard does not already show: the sync log, one order split between two
 * vendors, a price rule on a pushed product, and the week's products updated with each vendor's health. Sample data from the hero's vendors; the price is
 * the docs' own price rule applied to the vendor page's sample record (its cost and MAP).
 */
const slug = z.string().regex(/^[a-z0-9-]+$/);

export const featureScenesSchema = z.object({
  sync: z.object({
    title: text,
    events: z
      .array(z.object({ time: text, vendor: slug, title: text, detail: text, tone: z.enum(['success', 'warning']) }))
      .min(3)
      .max(4),
  }),
  order: z.object({
    title: text,
    intro: text,
    items: z.array(z.object({ product: text, vendor: slug, status: text, tracking: text })).length(2),
  }),
  price: z.object({
    title: text,
    vendor: slug,
    markup: z.number().int(),
    labels: z.object({ cost: text, markup: text, map: text, applied: text, price: text }),
  }),
  analytics: z.object({
    title: text,
    period: text,
    change: text,
    days: z.array(z.object({ day: text, count: z.number().int().nonnegative() })).length(7),
    vendors: z
      .array(z.object({ vendor: slug, products: text, health: text, healthy: z.boolean() }))
      .min(2)
      .max(3),
  }),
});
/** The drawn pictures, one a tile. */
export type FeatureScenePart = keyof z.infer<typeof featureScenesSchema>;

/** The pictures' content with vendors resolved, the listed price and the week's total computed. */
export async function resolveFeatureScenes(scenes: z.infer<typeof featureScenesSchema>) {
  const live = await getLiveVendors();
  const vendorOf = (slug: string) => {
    const vendor = live.find((entry) => entry.slug === slug);
    if (!vendor) throw new Error(`content/marketing/home.md: pictures name "${slug}", which is not a live vendor`);
    return vendor;
  };
  const record = (await getVendor(scenes.price.vendor))?.sample;
  if (record?.cost === undefined || record.map === undefined)
    throw new Error(`content/marketing/home.md: pictures.price needs a vendor whose sample has a cost and a MAP`);
  const rule = applyPriceRule({
    cost: record.cost,
    markupPercent: scenes.price.markup,
    map: record.map,
    enforceMap: true,
    enforceMsrp: false,
  });
  if (!rule.ok) throw new Error(`content/marketing/home.md: pictures.price: ${rule.error}`);
  const money = (amount: number) => `$${formatAmount(amount)}`;
  return {
    sync: { ...scenes.sync, events: scenes.sync.events.map((event) => ({ ...event, vendor: vendorOf(event.vendor) })) },
    order: { ...scenes.order, items: scenes.order.items.map((item) => ({ ...item, vendor: vendorOf(item.vendor) })) },
    price: {
      ...scenes.price,
      vendor: vendorOf(scenes.price.vendor),
      sku: record.sku,
      product: record.product,
      cost: money(record.cost),
      marked: money(rule.steps[0]!.price),
      map: money(record.map),
      price: money(rule.price),
      floorApplied: rule.steps.some((step) => step.kind === 'map' && step.applied),
    },
    analytics: {
      ...scenes.analytics,
      total: scenes.analytics.days.reduce((sum, day) => sum + day.count, 0).toLocaleString('en-US'),
      vendors: scenes.analytics.vendors.map((row) => ({ ...row, vendor: vendorOf(row.vendor) })),
    },
  };
}

export type FeatureScenes = Awaited<ReturnType<typeof resolveFeatureScenes>>;
