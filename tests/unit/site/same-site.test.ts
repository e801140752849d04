import { isSameSiteHref, sameSitePath } from '@/lib/site/same-site';
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
    // What the browser resolves elsewhere, or to a path a router reads as another host (issue 52).
    '/.//evil.example/x',
    '/%2E//evil.example/x',
    '/%2e%2e//evil.example/x',
    '/a/..//evil.example/x',
    '/faq/../pricing',
    '/pricing//plans',
    'https://linkwell.invalid@evil.example/',
  ])('refuses %p', (href) => expect(isSameSiteHref(href)).toBe(false));
});

describe('sameSitePath', () => {
  const page = 'https://linkwell.example/documentation/add-vendor';
  it.each([
    ['/pricing', '/pricing'],
    ['/faq?x=1#trial', '/faq?x=1#trial'],
    ['#step-2', '/documentation/add-vendor#step-2'],
    ['quick-start-guide', '/documentation/quick-start-guide'],
    ['https://linkwell.example/about', '/about'],
    // The probe's hrefs stay on this site: the doubled slash a router reads as a host is merged.
    ['/.//evil.example/x', '/evil.example/x'],
    ['/%2E//evil.example/x', '/evil.example/x'],
    ['/a/..//evil.example/x', '/evil.example/x'],
    ['/..//evil.example/x', '/evil.example/x'],
    ['///about', null],
    ['//pricing', null],
  ])('resolves %p on a page to %p', (href, expected) => expect(sameSitePath(href, page)).toBe(expected));

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example',
    'https://linkwell.example@evil.example/',
    'https://user:pass@linkwell.example/',
    'javascript:alert(1)',
    'mailto:support@linkwell.example',
    'http://linkwell.example/',
    'https://[::1/',
  ])('leads elsewhere: %p', (href) => expect(sameSitePath(href, page)).toBeNull());
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
        {
          kind: 'docs',
          title: 'Health Check',
          category: 'Troubleshooting',
          href: '/documentation/health-check',
          text: 'z',
        },
        { kind: 'docs', title: 'Bad', category: ['x'], href: '/documentation/bad', text: 'z' },
        'not a record',
      ],
      popular: [{ title: 'Home', href: '/' }, { title: 'Away', href: 'https://evil.example' }, null],
      synonyms: [['job', 'career', 7], ['alone'], 'cost', null],
    });
    expect(parsed).toEqual({
      records: [
        { kind: 'docs', title: 'Add a Vendor', section: 'Step 2', href: '/documentation/add-vendor#step-2', text: 'x' },
        { kind: 'page', title: 'Pricing', href: '/pricing', text: 'plans' },
        {
          kind: 'docs',
          title: 'Health Check',
          category: 'Troubleshooting',
          href: '/documentation/health-check',
          text: 'z',
        },
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
