import { createSiteSearch, FIELD_BOOSTS, searchSite } from '@/lib/search/rank';
import type { SearchRecord } from '@/lib/search/types';

const record = (kind: SearchRecord['kind'], title: string, text: string, section?: string): SearchRecord => ({
  kind,
  title,
  text,
  href: `/${kind}/${title.toLowerCase().replace(/\W+/g, '-')}`,
  ...(section ? { section } : {}),
});

const records: SearchRecord[] = [
  record('docs', 'Add a Vendor', 'Open the vendor list and enter credentials.', 'Step 2: Credentials'),
  record('docs', 'Health Check', 'Products fail when the SKU differs.', 'Inventory mismatch'),
  record('docs', 'Pricing Rules', 'Inventory is not touched by price rules.'),
  record('faq', 'How often does inventory sync?', 'About hourly when conditions are ideal.', 'Integrations'),
  record('vendor', 'Nora', 'Lighting and furniture, synced through the API.', 'Furniture'),
  record('page', 'Inventory', 'Keeps stock levels in step.'),
  record('position', 'Integration Engineer', 'Build vendor connectors.', 'Remote (USA)'),
];
const search = createSiteSearch(records);
const titles = (query: string) =>
  searchSite(search, query).flatMap((group) => group.hits.map((hit) => hit.record.title));

describe('searchSite', () => {
  it('boosts title over section heading over text', () => {
    expect(FIELD_BOOSTS.title).toBeGreaterThan(FIELD_BOOSTS.section);
    expect(FIELD_BOOSTS.section).toBeGreaterThan(FIELD_BOOSTS.text);
    const hits = searchSite(search, 'inventory').flatMap((group) => group.hits);
    const score = (title: string) => hits.find((hit) => hit.record.title === title)!.score;
    // Title, then a section heading, then the text alone.
    expect(score('Inventory')).toBeGreaterThan(score('Health Check'));
    expect(score('Health Check')).toBeGreaterThan(score('Pricing Rules'));
  });

  it('groups results by kind, the group with the best hit first, best first inside', () => {
    const groups = searchSite(search, 'inventory');
    expect(groups.map((group) => group.kind)).toEqual(['page', 'docs', 'faq']);
    expect(groups[1]!.hits.map((hit) => hit.record.title)).toEqual(['Health Check', 'Pricing Rules']);
  });

  it('finds words by their beginning and despite a typo', () => {
    expect(titles('credent')).toEqual(['Add a Vendor']);
    expect(titles('credentails')).toEqual(['Add a Vendor']);
    expect(titles('ligting')).toEqual(['Nora']);
  });

  it('wants every word, and falls back to any word when no record has them all', () => {
    expect(titles('vendor credentials')).toEqual(['Add a Vendor']);
    expect(titles('nora zebra').sort()).toEqual(['Nora']);
  });

  it('reports the indexed words that matched, for highlighting', () => {
    const [hit] = searchSite(search, 'hourl').flatMap((group) => group.hits);
    expect(hit!.terms).toEqual(['hourly']);
  });

  it('finds nothing for a blank query and keeps at most six results per group', () => {
    expect(searchSite(search, '   ')).toEqual([]);
    const many = createSiteSearch(Array.from({ length: 10 }, (_, index) => record('docs', `Sync ${index}`, 'sync')));
    expect(searchSite(many, 'sync')[0]!.hits).toHaveLength(6);
  });
});
