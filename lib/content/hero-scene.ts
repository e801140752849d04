import 'server-only';
import { z } from 'zod';
import { applyQuantityDelta } from '@/lib/docs/quantity-delta';
import { fillTemplate, templateSchema, text } from './schemas';
import { getLiveVendors } from './vendors';

/**
 * The Home hero's dashboard scene (content/marketing/home.md, preview): sample data laid out and
 * labelled like the dashboard the documentation describes. Vendors are named by slug and resolved
 * from the vendor data; the quantity sent to the store is computed by the docs' own Quantity Delta.
 */
const slug = z.string().regex(/^[a-z0-9-]+$/);
const count = z.number().int().min(0);

export const heroSceneSchema = z
  .object({
    eyebrow: text.optional(),
    title: text,
    /** Drawn quietly in the picture's title bar: its figures are samples (a sentence under it read as stiff: outside review). */
    tag: text,
    /** The scene's accessible name, with the sample data in its gaps. */
    label: templateSchema('vendors', 'stockVendor', 'vendorQuantity', 'delta', 'storeQuantity', 'order', 'orderVendor'),
    menu: z.array(text).min(2),
    active: text,
    syncButton: text,
    columns: z.object({ vendor: text, lastSync: text, health: text, quantity: text, prices: text }),
    vendors: z
      .array(
        z.object({
          vendor: slug,
          products: text,
          lastSync: z.object({ quantity: text, prices: text }),
          health: text,
          healthy: z.boolean(),
        }),
      )
      .min(2),
    statistics: z.object({
      title: text,
      period: text,
      items: z.array(z.object({ label: text, value: text })).length(3),
    }),
    stock: z.object({
      title: text,
      vendor: slug,
      sku: text,
      vendorQuantity: count,
      delta: count,
      vendorLabel: text,
      deltaLabel: text,
      storeLabel: text,
      store: text,
    }),
    order: z.object({
      title: text,
      number: text,
      vendor: slug,
      routedBy: text,
      steps: z.array(text).length(5),
      status: text,
      trackingLabel: text,
      tracking: text,
      store: text,
    }),
  })
  .refine((scene) => scene.menu.includes(scene.active), { message: 'active must be one of menu', path: ['active'] });

type HeroSceneContent = z.infer<typeof heroSceneSchema>;

/** The scene's content with vendors resolved, the store's quantity computed and the label filled in. */
export async function resolveHeroScene(scene: HeroSceneContent) {
  const live = await getLiveVendors();
  const vendorOf = (slug: string) => {
    const vendor = live.find((entry) => entry.slug === slug);
    if (!vendor) throw new Error(`content/marketing/home.md: preview names "${slug}", which is not a live vendor`);
    return vendor;
  };
  const delta = applyQuantityDelta(scene.stock.vendorQuantity, scene.stock.delta);
  if (!delta.ok) throw new Error(`content/marketing/home.md: preview.stock: ${delta.error}`);
  const vendors = scene.vendors.map((row) => ({ ...row, vendor: vendorOf(row.vendor) }));
  const stock = { ...scene.stock, vendor: vendorOf(scene.stock.vendor), storeQuantity: delta.quantity };
  const order = { ...scene.order, vendor: vendorOf(scene.order.vendor) };
  const names = vendors.map((row) => row.vendor.name);
  const label = fillTemplate(scene.label, {
    vendors: `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`,
    stockVendor: stock.vendor.name,
    vendorQuantity: String(stock.vendorQuantity),
    delta: String(stock.delta),
    storeQuantity: String(stock.storeQuantity),
    order: order.number,
    orderVendor: order.vendor.name,
  });
  return { ...scene, label, vendors, stock, order };
}

export type HeroScene = Awaited<ReturnType<typeof resolveHeroScene>>;
