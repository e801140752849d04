import { loadSiteSearch } from '@/lib/search/load';
import { siteSearchIndexHref } from '@/lib/search/types';

const index = {
  records: [{ kind: 'docs', title: 'Health Check', href: '/documentation/health-check', text: 'Duplicate SKU.' }],
  popular: [{ title: 'Health Check', href: '/documentation/health-check' }],
  synonyms: [],
};

describe('loadSiteSearch', () => {
  it('fetches the index once for every caller (the dialog and the documentation box), again after a failure', async () => {
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ ok: true, json: async () => index });
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(loadSiteSearch()).rejects.toThrow('offline');
    const [first, second] = await Promise.all([loadSiteSearch(), loadSiteSearch()]);
    expect(first).toBe(second);
    expect(first.records.map((record) => record.title)).toEqual(['Health Check']);
    expect(first.popular).toEqual(index.popular);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith(siteSearchIndexHref);
  });
});
