import { helpArticles, MAX_HELP_ARTICLES } from '@/lib/chat/articles';
import { createSiteSearch } from '@/lib/search/rank';
import type { SearchRecord } from '@/lib/search/types';

const docs = (title: string, href: string, text: string, section?: string): SearchRecord => ({
  kind: 'docs',
  title,
  href,
  text,
  ...(section ? { section } : {}),
});

const records: SearchRecord[] = [
  docs('Quick Start Guide', '/documentation/quick-start-guide', 'Connect your store, then add your first vendor.'),
  docs('Pricing Rules', '/documentation/pricing-rules', 'A markup rule for each vendor, with MAP and MSRP.'),
  docs('Add a Vendor', '/documentation/add-vendor', 'Choose a vendor and enter its credentials.'),
  docs(
    'Add a Vendor',
    '/documentation/add-vendor#credentials',
    'API keys, FTP or a login for the vendor.',
    'Credentials',
  ),
  docs('Order Management', '/documentation/order-management', 'Orders go to the vendor that stocks the product.'),
  docs('Health Check', '/documentation/health-check', 'A vendor product whose SKU does not match.'),
  { kind: 'faq', title: 'How do I add a vendor?', href: '/faq#add-vendor', text: 'Open My Vendors and add one.' },
  { kind: 'page', title: 'Vendor Integrations', href: '/vendor-integrations', text: 'Every vendor we connect.' },
];
const search = createSiteSearch(records);

describe('helpArticles: the articles the chat offers for a question', () => {
  it('puts the article the question names first, with the site search’s ranking', () => {
    expect(helpArticles(search, 'add a vendor')[0]).toEqual({
      title: 'Add a Vendor',
      href: '/documentation/add-vendor',
    });
  });

  it('offers documentation articles only, each once, at most three', () => {
    const found = helpArticles(search, 'vendor');
    expect(found).toHaveLength(MAX_HELP_ARTICLES);
    expect(found.every((article) => article.href.startsWith('/documentation/'))).toBe(true);
    const pages = found.map((article) => article.href.split('#')[0]);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it('keeps the section that matched, with its anchor', () => {
    expect(helpArticles(search, 'ftp credentials')[0]).toEqual({
      title: 'Add a Vendor',
      section: 'Credentials',
      href: '/documentation/add-vendor#credentials',
    });
  });

  it('asks a question with words no article has again with the words the index knows', () => {
    expect(helpArticles(search, 'How do I set up MAP pricing, please?')[0]?.title).toBe('Pricing Rules');
  });

  it('asks a question whose words are each found but never together with the rarest words that are', () => {
    const apart = createSiteSearch([
      docs('Pricing Rules', '/documentation/pricing-rules', 'A markup rule for each vendor, with MAP pricing.'),
      docs('Quick Start Guide', '/documentation/quick-start-guide', 'Set up your store in one sitting.'),
      docs('Add a Vendor', '/documentation/add-vendor', "Set up a vendor's credentials."),
    ]);
    expect(helpArticles(apart, 'How do I set up MAP pricing?')).toEqual([
      { title: 'Pricing Rules', href: '/documentation/pricing-rules' },
    ]);
  });

  it('puts first the articles whose heading holds what the question is about, two of its words side by side', () => {
    // Outside review DDDDDD: "How does Quantity Delta work on the Plus plan?" offered only a worked example on
    // Premium that held every word, not the article on Quantity Delta.
    const about = createSiteSearch([
      docs(
        'Product Creation',
        '/documentation/product-creation#worked-example',
        'How the quantity delta, your markup and the plan work together: Plus or Premium.',
        'A Worked Example: A Flush Mount on Premium',
      ),
      docs(
        'Inventory Management',
        '/documentation/inventory-management#quantity-delta',
        'Subtract a safety stock from every vendor quantity.',
        'Quantity Delta: Your Safety Stock',
      ),
    ]);
    expect(helpArticles(about, 'How does Quantity Delta work on the Plus plan?')).toEqual([
      {
        title: 'Inventory Management',
        section: 'Quantity Delta: Your Safety Stock',
        href: '/documentation/inventory-management#quantity-delta',
      },
      {
        title: 'Product Creation',
        section: 'A Worked Example: A Flush Mount on Premium',
        href: '/documentation/product-creation#worked-example',
      },
    ]);
  });

  it('offers nothing for a word being started, a question it has no words for, or an empty draft', () => {
    expect(helpArticles(search, 'ad')).toEqual([]);
    expect(helpArticles(search, 'zzqxv nothing like this')).toEqual([]);
    expect(helpArticles(search, 'zzqxv qwvvz')).toEqual([]);
    expect(helpArticles(search, '   ')).toEqual([]);
  });

  it('never links away from the site, whatever the index says', () => {
    const tampered = createSiteSearch([
      docs('Add a Vendor', 'https://evil.example/documentation/add-vendor', 'Add a vendor.'),
      docs('Add a Vendor', '//evil.example/add-vendor', 'Add a vendor.'),
      docs('Add a Vendor', 'javascript:alert(1)', 'Add a vendor.'),
    ]);
    expect(helpArticles(tampered, 'add a vendor')).toEqual([]);
  });
});
