import { isSameSiteHref } from '@/lib/search/href';
import { parseSiteSearchIndex } from '@/lib/search/parse';

describe('isSameSiteHref', () => {
  it.each(['/', '/faq#what-is-linkwell', '/documentation/add-vendor#step-2', '/vendor-integrations#furniture'])(
    'accepts %s',
    (href) => expect(isSameSiteHref(href)).toBe(true),
  );
  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
    ' /faq',
    '/faq\n',
    '/fa q',
    'faq',
    '',
    42,
    null,
    `/${'a'.repeat(600)}`,
  ])('refuses %p', (href) => expect(isSameSiteHref(href)).toBe(false));
});

describe('parseSiteSearchIndex', () => {
  it('keeps records of the right shape that link inside the site, and drops the rest', () => {
    const parsed = parseSiteSearchIndex({
      records: [
        { kind: 'docs', title: 'Add a Vendor', section: 'Step 2', href: '/documentation/add-vendor#step-2', text: 'x' },
        { kind: 'faq', title: 'Q', href: '//evil.example', text: 'y' },
        { kind: 'unknown', title: 'Q', href: '/faq', text: 'y' },
        { kind: 'page', title: 7, href: '/faq', text: 'y' },
        { kind: 'page', title: 'Pricing', href: '/pricing', text: 'plans', extra: '<script>' },
        'not a record',
      ],
      popular: [{ title: 'Home', href: '/' }, { title: 'Away', href: 'https://evil.example' }, null],
      synonyms: [['job', 'career', 7], ['alone'], 'cost', null],
    });
    expect(parsed).toEqual({
      records: [
        { kind: 'docs', title: 'Add a Vendor', section: 'Step 2', href: '/documentation/add-vendor#step-2', text: 'x' },
        { kind: 'page', title: 'Pricing', href: '/pricing', text: 'plans' },
      ],
      popular: [{ title: 'Home', href: '/' }],
      synonyms: [['job', 'career']],
    });
  });

  it('reads anything else as an empty index', () => {
    for (const json of [null, 'text', [], { records: 'no' }])
      expect(parseSiteSearchIndex(json)).toEqual({ records: [], popular: [], synonyms: [] });
  });
});
