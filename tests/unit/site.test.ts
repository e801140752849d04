import {
  footerColumns,
  headerMenuGroups,
  headerNav,
  headerPrimaryHrefs,
  isActiveLink,
  legalNav,
  pageLinks,
  siteName,
} from '@/lib/site/site';

describe('site configuration', () => {
  it('names the product once', () => {
    expect(siteName).toBe('Linkwell');
  });

  it('lists the header links in the spec order, API Reference pointing at the docs anchor', () => {
    expect(headerNav.map((link) => link.title)).toEqual([
      'Home',
      'Features',
      'Pricing',
      'How It Works',
      'Vendor Integrations',
      'Case Studies',
      'Documentation',
      'API Reference',
      'About',
      'FAQ',
      'Contact',
      'Custom Integrations',
      'Release Notes',
      'Careers',
    ]);
    expect(headerNav.find((link) => link.title === 'API Reference')?.href).toBe('/documentation#api');
  });

  it('has the three footer columns and the legal links, built from the same link records', () => {
    expect(footerColumns.map((column) => column.title)).toEqual(['Product', 'Resources', 'Company']);
    expect(footerColumns[0]!.links[0]).toBe(pageLinks.features);
    expect(legalNav.map((link) => link.href)).toEqual(['/privacy', '/terms', '/cookies']);
  });

  it("lists Security in the footer's Company column, and the menus show it there too", () => {
    expect(footerColumns[2]!.links.map((link) => link.href)).toEqual(['/about', '/security', '/careers', '/contact']);
    expect(headerMenuGroups[2]!.links.map((link) => link.href)).toContain('/security');
  });
});

describe('isActiveLink', () => {
  it.each([
    ['/', '/', true],
    ['/', '/features', false],
    ['/features', '/features', true],
    ['/features', '/features/', true],
    ['/documentation', '/documentation/quick-start-guide', true],
    ['/documentation#api', '/documentation', false],
    ['/case-studies', '/careers', false],
  ])('%s at %s is %s', (href, pathname, expected) => {
    expect(isActiveLink(href, pathname)).toBe(expected);
  });
});

describe('header menu groups', () => {
  it('hold every header link but Home exactly once, and Security, under the footer column titles', () => {
    const grouped = headerMenuGroups.flatMap((group) => group.links).map((link) => link.href);
    const expected = [...headerNav.map((link) => link.href).filter((href) => href !== '/'), '/security'];
    expect([...grouped].sort()).toEqual(expected.sort());
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(headerMenuGroups.map((group) => group.title)).toEqual(footerColumns.map((column) => column.title));
  });

  it('file no Home under Product (the sheet opens on it, the logo leads there); Company keeps Security', () => {
    const [product, , company] = headerMenuGroups;
    expect(product!.title).toBe('Product');
    expect(product!.links.map((link) => link.href)).not.toContain('/');
    expect(company!.links.map((link) => link.href)).toEqual(['/about', '/security', '/careers', '/contact']);
    expect(footerColumns.some((column) => column.links.some((link) => link.href === '/'))).toBe(false);
  });

  it('leave room in the row: four links inline from lg, each also in a group', () => {
    const grouped = headerMenuGroups.flatMap((group) => group.links.map((link) => link.href));
    expect(headerPrimaryHrefs).toHaveLength(4);
    expect(headerPrimaryHrefs.every((href) => grouped.includes(href))).toBe(true);
  });
});
