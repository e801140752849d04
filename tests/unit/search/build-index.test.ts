/** @jest-environment node */
import { gzipSync } from 'node:zlib';
import { getAllDocs } from '@/lib/content/docs';
import { getFaqCategories } from '@/lib/content/faq';
import { buildSiteSearchIndex } from '@/lib/search/build-index';
import { isSameSiteHref } from '@/lib/search/href';
import { searchKinds } from '@/lib/search/types';

describe('the site search index', () => {
  let index: Awaited<ReturnType<typeof buildSiteSearchIndex>>;
  beforeAll(async () => {
    index = await buildSiteSearchIndex();
  });

  it('holds every kind: docs sections, questions, vendors, case studies, positions and main pages', () => {
    const count = (kind: string) => index.records.filter((record) => record.kind === kind).length;
    for (const kind of searchKinds) expect(count(kind)).toBeGreaterThan(0);
    expect(count('vendor')).toBe(17);
    expect(count('case-study')).toBe(4);
    expect(count('position')).toBe(4);
    expect(index.records.filter((record) => record.kind === 'docs' && !record.section)).toHaveLength(
      getAllDocs().length,
    );
  });

  it('links each question to its own anchor on /faq', async () => {
    const questions = (await getFaqCategories()).flatMap((category) => category.items);
    const faq = index.records.filter((record) => record.kind === 'faq');
    expect(faq.map((record) => record.href)).toEqual(questions.map((item) => `/faq#${item.id}`));
    expect(faq.every((record) => !/[*_`[\]]/.test(record.text))).toBe(true);
  });

  it('links only inside the site, each record with a title and text', () => {
    for (const record of index.records) {
      expect(isSameSiteHref(record.href)).toBe(true);
      expect(record.title.trim()).not.toBe('');
      expect(record.text.trim() || record.section).toBeTruthy();
    }
  });

  it('names its popular articles by title', () => {
    expect(index.popular.map((link) => link.href)).toEqual([
      '/documentation/quick-start-guide',
      '/documentation/connect-shopify',
      '/documentation/add-vendor',
      '/documentation/health-check',
    ]);
    expect(index.popular[0]!.title).toBe('Quick Start Guide');
  });

  it('stays within 25 KB gzipped', () => {
    expect(gzipSync(JSON.stringify(index), { level: 6 }).length).toBeLessThanOrEqual(25 * 1024);
  });
});
