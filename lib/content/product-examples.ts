import 'server-only';
import { z } from 'zod';
import type { BrandLogo } from '@/lib/brand/wordmark';
import { loadContentFile } from './load';
import { templateSchema, text } from './schemas';
import { loadVendorDirectory, vendorDetailSchema } from './vendors';

/**
 * Example data the product visuals are drawn from (Features, How It Works, Release Notes). Vendors
 * are named by slug and resolved from content/vendors, so a visual never invents a vendor: an
 * unknown slug fails the build.
 */

let vendorsBySlug: Map<string, { name: string; status: string; logo: BrandLogo }> | undefined;
function listedVendors() {
  vendorsBySlug ??= new Map(
    loadVendorDirectory().categories.flatMap((category) =>
      category.vendors.flatMap((entry) => (entry.slug ? [[entry.slug, entry] as const] : [])),
    ),
  );
  return vendorsBySlug;
}

/** A vendor slug of content/vendors, read back as the vendor's name, status, integration method and category. */
export const vendorRefSchema = z.string().transform((slug, ctx) => {
  const entry = listedVendors().get(slug);
  if (!entry) {
    ctx.addIssue({ code: 'custom', message: `no vendor with slug "${slug}" in content/vendors/index.md` });
    return z.NEVER;
  }
  const detail = loadContentFile('vendors', slug, vendorDetailSchema).data;
  return {
    slug,
    name: detail.name,
    status: entry.status,
    integrationMethod: detail.integrationMethod,
    category: detail.category,
    logo: entry.logo,
  };
});

const amount = z.number().min(0);
const count = z.number().int().min(0);

/** The price rule's inputs, as the dashboard's Vendor Settings hold them (both protections on). */
export const priceExampleSchema = z.object({
  cost: amount,
  markupPercent: z.number().min(-100),
  map: amount,
  msrp: amount,
});

export const featureVisualsSchema = z.object({
  stock: z.object({
    caption: templateSchema('vendor', 'delta'),
    vendor: vendorRefSchema,
    delta: count,
    flooredNote: text,
    products: z
      .array(z.object({ sku: text, name: text, vendorQuantity: count }))
      .min(2)
      .max(4),
  }),
  listing: z.object({
    caption: templateSchema('vendor'),
    vendor: vendorRefSchema,
    sku: text,
    before: z.object({ label: text, title: text, description: text }),
    after: z.object({ label: text, badge: text, title: text, description: text }),
  }),
  price: priceExampleSchema.extend({ caption: text }),
  orders: z.object({
    caption: text,
    order: text,
    store: text,
    routed: text,
    location: templateSchema('vendor'),
    returned: text,
    items: z
      .array(z.object({ name: text, vendor: vendorRefSchema, tracking: text }))
      .min(2)
      .max(3),
    stages: z.array(text).length(5),
  }),
});

const sceneRow = z.object({ label: text, value: text });

/** The small scene beside each How It Works step, in step order. */
export const stepScenesSchema = z.tuple([
  z.object({
    title: text,
    rows: z.array(sceneRow).min(2).max(3),
    action: text,
    result: text,
    /** What Sync Data brings in: each row's value a comma-separated list. */
    pulled: z.array(sceneRow).min(1).max(3),
  }),
  z.object({ title: text, vendors: z.array(vendorRefSchema).min(2).max(4), setup: text }),
  priceExampleSchema.extend({
    title: text,
    vendor: vendorRefSchema,
    delta: count,
    syncs: z.array(text).min(1),
    previewLabel: text,
  }),
  z.object({
    title: text,
    vendor: vendorRefSchema,
    rows: z.array(sceneRow).length(3),
    health: sceneRow,
    order: sceneRow,
  }),
]);

/** A vendor's health counts, one per cause of a failed health check (documentation: health-check). */
export const healthCountsSchema = z.object({
  title: text,
  items: z
    .array(z.object({ label: text, value: text, healthy: z.boolean() }))
    .min(2)
    .max(6),
});

/** A release's visual: what the release changed, drawn from example data. */
export const releaseVisualSchema = z.discriminatedUnion('kind', [
  healthCountsSchema.extend({ kind: z.literal('health-counts'), caption: text }),
  priceExampleSchema.extend({ kind: z.literal('price-preview'), caption: text, title: text }),
  // One hourly sync: the products it checked, a change for each it updated (the rest it skipped).
  z.object({
    kind: z.literal('sync-run'),
    caption: text,
    title: templateSchema('vendor'),
    vendor: vendorRefSchema,
    products: z
      .array(z.object({ name: text, change: text.optional() }))
      .min(3)
      .max(6),
    skipped: text,
    summary: templateSchema('updated', 'checked'),
  }),
]);

export type PriceExample = z.infer<typeof priceExampleSchema>;
export type FeatureVisuals = z.infer<typeof featureVisualsSchema>;
export type StepScenes = z.infer<typeof stepScenesSchema>;
export type ReleaseVisual = z.infer<typeof releaseVisualSchema>;
export type HealthCounts = z.infer<typeof healthCountsSchema>;
