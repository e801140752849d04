/** @jest-environment node */
import { resolveHeroScene } from '@/lib/content/hero-scene';
import { getLiveVendors } from '@/lib/content/vendors';
import { readFileSync } from 'node:fs';
import { getFeaturesContent, getHomeContent } from '@/lib/content/marketing';

describe('the Home hero scene', () => {
  const preview = getHomeContent().preview;

  it('is labelled like the dashboard of the documentation', async () => {
    const scene = await resolveHeroScene(preview);
    expect(scene.menu).toEqual(['Shopify Settings', 'Add Vendor(s)', 'My Vendors']);
    expect(scene.active).toBe('My Vendors');
    expect(scene.syncButton).toBe('Sync Products');
    expect(scene.columns).toEqual({
      vendor: 'Vendor',
      lastSync: 'Last Sync Data',
      health: 'Health',
      quantity: 'Quantity',
      prices: 'Cost, price',
    });
    expect(scene.statistics.items.map((item) => item.label)).toEqual([
      'Webhook updates',
      'Search & Push creations',
      'API syncs',
    ]);
    expect(scene.order.title).toBe('Orders & Fulfillment');
    expect(scene.order.steps).toEqual(['Detected', 'Routed', 'Shipped', 'Complete', 'Fulfilled']);
    expect(scene.order.status).toBe('Complete');
  });

  // Outside review: Features read "… Complete, Fulfilled", Home's picture "… Complete, Tracking pushed back".
  it("names an order's steps as Features and the documentation's life of an order do", () => {
    const docs = readFileSync('content/docs/order-management.md', 'utf8');
    const docSteps = [...docs.matchAll(/^\d\. \*\*([^*]+)\.\*\*/gm)].map((match) => match[1]);
    expect(docSteps).toEqual(['Detected', 'Routed', 'Shipped', 'Complete', 'Fulfilled']);
    expect(preview.order.steps).toEqual(docSteps);
    expect(getFeaturesContent().visuals.orders.stages).toEqual(docSteps);
  });

  it("sends the docs' Quantity Delta example to the store: vendor 10, delta 3, store 7", async () => {
    const { stock } = await resolveHeroScene(preview);
    expect([stock.vendorQuantity, stock.delta, stock.storeQuantity]).toEqual([10, 3, 7]);
    expect([stock.vendorLabel, stock.deltaLabel, stock.storeLabel]).toEqual([
      'Vendor quantity',
      'Quantity Delta',
      'Sent to your store',
    ]);
    const floored = await resolveHeroScene({ ...preview, stock: { ...preview.stock, vendorQuantity: 4, delta: 5 } });
    expect(floored.stock.storeQuantity).toBe(0);
  });

  it('names its vendors from the vendor data and says all of it in its label', async () => {
    const scene = await resolveHeroScene(preview);
    expect(scene.vendors.map((row) => row.vendor.name)).toEqual([
      'Nora',
      'Amazon MCF',
      'Quorum International',
      'Cyan Design',
    ]);
    expect(scene.label).toBe(
      'Preview of the Linkwell dashboard with sample data. Shopify Settings, Add Vendor(s) and My Vendors in the menu; My Vendors lists Nora, Amazon MCF, Quorum International and Cyan Design, each with its Last Sync Data and Health, the Sync Products button, and the Sync Statistics of the last 24 hours. Inventory sync: Nora has 10 in stock, Quantity Delta holds back 3, and 7 is sent to your store. Orders & Fulfillment: order #1042 is routed to Quorum International by its location, shipped, marked Complete, and its tracking number is pushed back to your store order.',
    );
  });

  it('refuses a vendor that is not live with a page, and a quantity that is not a count', async () => {
    await expect(resolveHeroScene({ ...preview, order: { ...preview.order, vendor: 'medline' } })).rejects.toThrow(
      /"medline", which is not a live vendor/,
    );
    await expect(resolveHeroScene({ ...preview, stock: { ...preview.stock, delta: -1 } })).rejects.toThrow(
      /Quantity Delta as a whole number/,
    );
  });

  it('the "works with" strip: the live vendors of the spec, each with its page', async () => {
    const live = await getLiveVendors();
    expect(live.map((vendor) => [vendor.name, vendor.href])).toEqual([
      ['Nora', '/vendor-integrations/nora'],
      ['Oxygen Lighting', '/vendor-integrations/oxygen'],
      ['Quorum International', '/vendor-integrations/quorum'],
      ['Cyan Design', '/vendor-integrations/cyan'],
      ['Kuzco Lighting', '/vendor-integrations/kuzco'],
      ['Crystorama', '/vendor-integrations/crystorama'],
      ['Amazon MCF', '/vendor-integrations/amazon'],
      ['Shopify', '/vendor-integrations/shopify'],
      ['Entrenue', '/vendor-integrations/entrenue'],
      ['Holiday Products', '/vendor-integrations/holiday'],
      ["Honey's Place", '/vendor-integrations/honey'],
      ['Williams Trading Co', '/vendor-integrations/williams'],
    ]);
  });
});
