/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { VendorSetupSteps } from '@/components/vendors/VendorSetupSteps';
import { getVendor, getVendorPageContent, getVendorSlugs } from '@/lib/content/vendors';

/** The steps' text as a reader gets it, tags dropped. */
async function stepsText(slug: string) {
  const vendor = (await getVendor(slug))!;
  const html = renderToStaticMarkup(
    <VendorSetupSteps vendor={vendor} text={getVendorPageContent().steps}>
      {null}
    </VendorSetupSteps>,
  );
  return { vendor, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

// Outside review: Amazon MCF's page said to pick "what syncs (price, cost, quantity)" and to have a price rule
// with MAP and MSRP at hand, while the same page says MCF holds your stock, not your prices. The shared steps
// follow each record: they name only what it syncs, and MAP only where it publishes MAP.
describe('the setup steps on a vendor page (components/vendors/VendorSetupSteps.tsx)', () => {
  it('never name price, cost or MAP for a vendor whose record does not sync or publish them', async () => {
    const slugs = await getVendorSlugs();
    expect(slugs.length).toBeGreaterThan(10);
    for (const slug of slugs) {
      const { vendor, text } = await stepsText(slug);
      // What its Map and Sync step names as syncing, and the price rule to have at hand.
      const settings = text.match(/what syncs \(([^)]*)\)/)![1]!;
      expect([slug, /\bprice\b/.test(settings)]).toEqual([slug, vendor.syncs.includes('price')]);
      expect([slug, /\bquantity\b/.test(settings)]).toEqual([slug, vendor.syncs.includes('inventory')]);
      expect([slug, /Your price rule|markup/i.test(text)]).toEqual([slug, vendor.syncs.includes('price')]);
      expect([slug, /\bcost\b/i.test(text)]).toEqual([slug, vendor.syncs.includes('cost')]);
      expect([slug, /\b(MAP|MSRP)\b/.test(text)]).toEqual([slug, vendor.map]);
    }
  });

  it('on Amazon MCF: quantity only, and no price rule, as its prices stay the ones you set', async () => {
    const { text } = await stepsText('amazon');
    expect(text).toContain(
      'Pick its Smart Collection and Location and what syncs (quantity only), then press Sync Products.',
    );
    expect(text).toContain('No price rule: Amazon MCF sends no prices, so yours stay the ones you set in Shopify');
  });

  it('on a vendor with MAP, price, cost and quantity and the rule with MAP and MSRP; without MAP, a markup on cost', async () => {
    const nora = (await stepsText('nora')).text;
    expect(nora).toContain('what syncs (price, cost, quantity)');
    expect(nora).toContain('Your price rule: a markup on cost, or MAP and MSRP where Nora publishes them');
    const shopify = (await stepsText('shopify')).text;
    expect(shopify).toContain('what syncs (price, cost, quantity)');
    expect(shopify).toMatch(/Your price rule: a markup on cost(?! ?,)/);
  });
});

describe('What Syncs on a vendor page (lib/content/vendors.ts)', () => {
  it('names MAP and MSRP in its price rule only for a vendor that publishes MAP', async () => {
    for (const slug of await getVendorSlugs()) {
      const vendor = (await getVendor(slug))!;
      const price = vendor.syncDetails.find((sync) => sync.item === 'price');
      if (!price) continue;
      expect([slug, /\b(MAP|MSRP)\b/.test(price.text)]).toEqual([slug, vendor.map]);
    }
  });
});
