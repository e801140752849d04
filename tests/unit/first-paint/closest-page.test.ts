/** @jest-environment node */
import { getNotFoundContent } from '@/lib/content/pages';
import { getSitePages } from '@/lib/content/site-pages';
import { CLOSEST_PAGE_ATTRIBUTE, closestPageScript } from '@/lib/first-paint/not-found';

/*
 * The 404 page's "Did you mean" (lib/first-paint/not-found.ts), run as the page runs it, on the
 * addresses people actually mistype or guess: a typo, an old or shortened path, a word for the page
 * that is not its address. What is "closest" has no single right answer, so the cases are a suite
 * with a pass rate; what must always hold (no suggestion for noise, only our own links written, no
 * freeze on a hostile address) are plain tests.
 */

type Slot = { under: string; hidden: boolean; link: { href: string; textContent: string } };

/** Runs the script on `path` with the two answers' slots (general, vendor) and returns what each shows. */
let script: ReturnType<typeof closestPageScript>;
beforeAll(async () => {
  const pages = (await getSitePages()).map(({ href, title }) => [href, title] as const);
  script = closestPageScript(pages, getNotFoundContent().aliases);
});

async function suggest(path: string) {
  const slots: Slot[] = ['', '/vendor-integrations/'].map((under) => ({
    under,
    hidden: true,
    link: { href: '/', textContent: '' },
  }));
  const document = {
    querySelectorAll: (selector: string) => {
      expect(selector).toBe(`[${CLOSEST_PAGE_ATTRIBUTE}]`);
      return slots.map((slot) => ({
        getAttribute: () => slot.under,
        querySelector: () => slot.link,
        set hidden(value: boolean) {
          slot.hidden = value;
        },
      }));
    },
  };
  new Function('document', 'location', script.source)(document, { pathname: path });
  const shown = (slot: Slot) => (slot.hidden ? null : slot.link.href);
  return { general: shown(slots[0]!), vendor: shown(slots[1]!), title: slots[0]!.link.textContent };
}

/** [what was typed, the page a person meant] */
const cases: [string, string][] = [
  ['/pricng', '/pricing'],
  // Two letters swapped count as one typo, as in the site search (lib/util/typos.ts).
  ['/pircing', '/pricing'],
  ['/cotnact', '/contact'],
  ['/prices', '/pricing'],
  ['/plans', '/pricing'],
  ['/pricing.html', '/pricing'],
  ['/Pricing/', '/pricing'],
  ['/feature', '/features'],
  ['/how-it-work', '/how-it-works'],
  ['/howitworks', '/how-it-works'],
  ['/about-us', '/about'],
  ['/team', '/about'],
  ['/contact-us', '/contact'],
  ['/support', '/contact'],
  ['/faqs', '/faq'],
  ['/jobs', '/careers'],
  ['/career', '/careers'],
  ['/careers/full-stack-engineer', '/careers/full-stack-developer'],
  ['/careers/integrations-engineer', '/careers/integration-engineer'],
  ['/careers/customer-success', '/careers/customer-success-manager'],
  ['/apply', '/application'],
  ['/privacy-policy', '/privacy'],
  ['/terms-of-service', '/terms'],
  ['/cookie-policy', '/cookies'],
  ['/changelog', '/release-notes'],
  ['/release-note', '/release-notes'],
  ['/docs', '/documentation'],
  ['/help', '/documentation'],
  ['/docs/add-vendor', '/documentation/add-vendor'],
  ['/documentation/add-vendors', '/documentation/add-vendor'],
  ['/documentation/quick-start', '/documentation/quick-start-guide'],
  ['/documentation/helth-check', '/documentation/health-check'],
  ['/docs/connect-shopify-store', '/documentation/connect-shopify'],
  ['/documentation/pricing-rule', '/documentation/pricing-rules'],
  ['/documentation/two-way-sync', '/documentation/two-way-syncing'],
  ['/documentation/api', '/documentation/api-reference'],
  ['/vendors', '/vendor-integrations'],
  ['/vendor-integration', '/vendor-integrations'],
  ['/vendors/nora', '/vendor-integrations/nora'],
  ['/vendor-integrations/norra', '/vendor-integrations/nora'],
  ['/vendor-integrations/crystorama-lighting', '/vendor-integrations/crystorama'],
  ['/integrations/amazon', '/vendor-integrations/amazon'],
  ['/custom-integration', '/custom-integrations'],
  ['/case-study', '/case-studies'],
  ['/case-studies/ever-tail', '/case-studies/evertail'],
  ['/customers/fashionplus', '/case-studies/fashionplus'],
  ['/pricing-plans', '/pricing'],
  ['/careers/developer', '/careers/full-stack-developer'],
  ['/about/careers', '/careers'],
  ['/documentation/inventory', '/documentation/inventory-management'],
  ['/legal/privacy', '/privacy'],
  ['/shopify-integration', '/vendor-integrations/shopify'],
];

describe('"Did you mean" on the 404 page', () => {
  it('finds the page meant for at least 90% of real mistyped addresses', async () => {
    const misses: string[] = [];
    for (const [typed, meant] of cases) {
      const { general } = await suggest(typed);
      if (general !== meant) misses.push(`${typed}: ${general ?? 'nothing'} (meant ${meant})`);
    }
    const rate = (cases.length - misses.length) / cases.length;
    // The misses are printed, so a change that trades one case for another is seen.
    if (misses.length)
      console.log(`Did you mean: ${Math.round(rate * 100)}% of ${cases.length}; missed:\n${misses.join('\n')}`);
    expect(rate).toBeGreaterThanOrEqual(0.9);
  });

  it('counts two swapped letters as one typo, by the same rule as the site search', async () => {
    expect((await suggest('/pircing')).general).toBe('/pricing');
    expect((await suggest('/cotnact')).general).toBe('/contact');
  });

  it('links the page by its title', async () => {
    await expect(suggest('/pricng')).resolves.toEqual({ general: '/pricing', vendor: null, title: 'Pricing' });
    expect((await suggest('/vendors/nora')).title).toBe('Nora integration');
    expect((await suggest('/docs/add-vendor')).title).toBe('Add a Vendor');
  });

  it('on a missing vendor, the vendor answer suggests only a vendor page', async () => {
    expect(await suggest('/vendor-integrations/norra')).toMatchObject({ vendor: '/vendor-integrations/nora' });
    // No vendor is like "acme": the vendor answer lists them all instead; nor is its index suggested.
    expect((await suggest('/vendor-integrations/acme')).vendor).toBeNull();
  });

  it.each(['/wp-admin', '/xyz', '/.env', '/cgi-bin/test.cgi', '/a/b/c/d', '/404', '/%E0%A4%A'])(
    'suggests nothing for an address like no page: %s',
    async (path) => {
      expect((await suggest(path)).general).toBeNull();
    },
  );

  it('writes only one of our own addresses, whatever the address holds, and stops at once on a long one', async () => {
    const hostile = ['/pricing"><script>alert(1)</script>', '/javascript:alert(1)//pricing', '//evil.example/pricing'];
    for (const path of hostile) {
      const { general } = await suggest(path);
      if (general !== null) expect((await getSitePages()).map((page) => page.href)).toContain(general);
    }
    const started = Date.now();
    expect((await suggest(`/${'a-'.repeat(5000)}`)).general).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
