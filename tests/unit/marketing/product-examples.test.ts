/** @jest-environment node */
import { getFeaturesContent, getHowItWorksContent } from '@/lib/content/marketing';
import { releaseVisualSchema, vendorRefSchema } from '@/lib/content/product-examples';

describe('the examples the product visuals are drawn from', () => {
  it('name vendors by slug and read their name, status, integration method, category and wordmark from content/vendors', () => {
    expect(vendorRefSchema.parse('kuzco')).toEqual({
      slug: 'kuzco',
      name: 'Kuzco Lighting',
      status: 'live',
      integrationMethod: 'FTP',
      category: 'Furniture',
      logo: {
        // A real company's mark: its name as type; the one neutral row marker (supplier, slate) that every
        // vendor shares in a drawn product picture, no symbol or colour of its own (lib/brand/wordmark.ts).
        symbol: 'supplier',
        lettering: { weight: 'semibold' },
        tone: 'slate',
      },
    });
  });

  it('refuse a vendor that content/vendors does not list, naming the slug', () => {
    const result = releaseVisualSchema.safeParse({
      kind: 'sync-run',
      caption: 'An hourly sync',
      title: 'Hourly sync · {vendor}',
      vendor: 'acme-lamps',
      products: [{ name: 'A lamp', change: 'Qty 2 → 1' }, { name: 'A shade' }, { name: 'A bulb' }],
      skipped: 'Skipped',
      summary: '{updated} of {checked} updated',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('no vendor with slug "acme-lamps" in content/vendors/index.md');
  });

  it('hold the spec examples: vendor 10 with delta 3, cost 50 with +65%, MAP 85 and MSRP 100', () => {
    const { stock, price } = getFeaturesContent().visuals;
    expect(stock.delta).toBe(3);
    expect(stock.products.map((product) => product.vendorQuantity)).toContain(10);
    expect(price).toMatchObject({ cost: 50, markupPercent: 65, map: 85, msrp: 100 });
    expect(getHowItWorksContent().scenes[2]).toMatchObject({
      cost: 50,
      markupPercent: 65,
      map: 85,
      msrp: 100,
      delta: 3,
    });
  });
});
