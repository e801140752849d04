import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocsBrowser, DocsList, DocsSearchBox, DocsWhenAll } from '@/components/docs/DocsBrowser';
import { DocsCategoryLinks } from '@/components/docs/DocsLandingLinks';
import { movedApiCallHref, siteSearchIndexHref } from '@/lib/site/routes';
import type { SiteSearchIndex } from '@/lib/search/types';
import { searchTriggerScript } from '@/lib/first-paint/search-trigger';

// The page's inline script answers "/" (lib/first-paint/search-trigger.ts), as on the built page.
new Function(searchTriggerScript.source)();

const docs = [
  {
    slug: 'quick-start-guide',
    title: 'Quick Start Guide',
    description: 'Three steps.',
    category: 'getting-started' as const,
  },
  {
    slug: 'health-check',
    title: 'Health Check',
    description: 'Why products fail.',
    category: 'troubleshooting' as const,
  },
];
/** The site search's index (/search-index.json): the docs' sections and a record of another kind. */
const index: SiteSearchIndex = {
  records: [
    {
      kind: 'docs',
      title: 'Quick Start Guide',
      href: '/documentation/quick-start-guide',
      text: 'Three steps. create your account',
    },
    { kind: 'docs', title: 'Health Check', href: '/documentation/health-check', text: 'Why products fail: the steps.' },
    {
      kind: 'docs',
      title: 'Health Check',
      section: 'Refused products',
      href: '/documentation/health-check#refused-products',
      text: 'Products are refused when the vendor lists a duplicate SKU or the vendor tag is missing.',
    },
    { kind: 'faq', title: 'What is a duplicate SKU?', href: '/faq#duplicate', text: 'Two products with one SKU.' },
  ],
  popular: [{ title: 'Quick Start Guide', href: '/documentation/quick-start-guide' }],
  synonyms: [],
};

// The loader without its once-per-page cache, so that every test starts with its own fetch.
jest.mock('@/lib/search/load', () => {
  const { parseSiteSearchIndex } = jest.requireActual('@/lib/search/parse');
  const { createSiteSearchFromIndex } = jest.requireActual('@/lib/search/rank');
  return {
    loadSiteSearch: () =>
      fetch('/search-index.json')
        .then((response) => (response.ok ? response.json() : Promise.reject(new Error('status'))))
        .then((json: unknown) => createSiteSearchFromIndex(parseSiteSearchIndex(json))),
  };
});

let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn().mockResolvedValue({ ok: true, json: async () => index });
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/documentation');
});

const renderBrowser = async () => {
  render(
    <DocsBrowser
      docs={docs}
      popular={[{ title: 'Quick Start Guide', href: '/documentation/quick-start-guide' }]}
      categoryLinks={<DocsCategoryLinks />}
      apiCallIds={['list-products', 'update-price']}
      categoryLines={{
        'getting-started': 'Set up.',
        'user-guide': 'Day to day.',
        troubleshooting: 'Fix things.',
      }}
      search={{
        oneMatch: '1 article matches your search.',
        matches: '{count} articles match your search.',
        searched: 'Nothing matches “{query}”. Try one word.',
        clear: 'Clear search',
        resultsHint: 'Press Enter to open the first, or ↓ to move through them.',
      }}
    >
      <DocsSearchBox placeholder="Search articles" hint="Searches titles, descriptions and article text." />
      <DocsList />
      <DocsWhenAll>
        <p>The tiles</p>
      </DocsWhenAll>
      <p>The API section</p>
    </DocsBrowser>,
  );
  await act(async () => {});
};

const titles = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.querySelector('a')?.textContent);
/** The titles once the search (loaded on demand) has shown what is expected. */
const findTitles = async (expected: string[]) => {
  await waitFor(() => expect(titles()).toEqual(expected));
  return titles();
};

describe('DocsBrowser', () => {
  it('with results, says (in the status) and does what the keys do: Enter opens the first, the arrows walk them', async () => {
    await renderBrowser();
    const box = screen.getByRole('searchbox', { name: 'Search the documentation' });
    expect(screen.getByRole('status')).not.toHaveTextContent('Press Enter');
    await userEvent.type(box, 'steps');
    await findTitles(['Health Check', 'Quick Start Guide']);
    expect(screen.getByRole('status')).toHaveTextContent('Press Enter to open the first, or ↓ to move through them.');
    const opened: string[] = [];
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a');
      if (link) opened.push(link.getAttribute('href')!);
      event.preventDefault();
    };
    document.addEventListener('click', onClick);
    await userEvent.keyboard('{Enter}');
    expect(opened).toEqual(['/documentation/health-check']);
    document.removeEventListener('click', onClick);

    const [first, second] = screen.getAllByRole('link').filter((link) => link.closest('section'));
    await userEvent.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveFocus();
    // No results, no hint, and Enter opens nothing.
    await userEvent.clear(box);
    await userEvent.type(box, 'zzqx{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent('Press Enter'));
  });

  it('loads the site search index once, on the first sign of a search, and searches article text', async () => {
    await renderBrowser();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the documentation' }), 'DUPLICATE');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(siteSearchIndexHref);
    // The docs' articles only: the FAQ question the site search also finds is not listed here.
    expect(await findTitles(['Health Check'])).toEqual(['Health Check']);
    expect(window.location.search).toBe('?q=DUPLICATE');
  });

  it('lists each category with its line and its articles, and the tiles with every category', async () => {
    await renderBrowser();
    expect(titles()).toEqual(['Quick Start Guide', 'Health Check']);
    expect(screen.getByRole('region', { name: 'Getting Started' })).toHaveTextContent('Set up.');
    // The server-rendered tiles (DocsLandingLinks.tsx, checked in Playwright); no line of popular articles repeats the lists.
    expect(screen.getByText('The tiles')).toBeInTheDocument();
    expect(screen.queryByText('Popular Articles')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Troubleshooting' }));
    expect(screen.queryByText('The tiles')).toBeNull();
  });

  it('shows "No articles in this category yet." for a category without articles', async () => {
    await renderBrowser();
    await userEvent.click(screen.getByRole('button', { name: 'User Guide' }));
    expect(screen.getByRole('status')).toHaveTextContent('No articles in this category yet.');
    expect(titles()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Troubleshooting' }));
    expect(titles()).toEqual(['Health Check']);
    expect(screen.getByRole('button', { name: 'Troubleshooting' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('during a search presses All articles (it covers every category) and offers Clear search, which restores the chosen category', async () => {
    await renderBrowser();
    await userEvent.click(screen.getByRole('button', { name: 'Troubleshooting' }));
    expect(screen.queryByRole('button', { name: /Clear search/ })).toBeNull();
    await userEvent.type(screen.getByRole('searchbox'), 'DUPLICATE');
    await findTitles(['Health Check']);
    expect(screen.getAllByRole('button', { pressed: true }).map((chip) => chip.textContent)).toEqual(['All articles']);
    expect(screen.getByRole('button', { name: 'Troubleshooting' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('1 article matches your search.');
    await userEvent.click(screen.getByRole('button', { name: /Clear search/ }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(window.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Troubleshooting' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Troubleshooting' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: /Clear search/ })).toBeNull();
  });

  it('starts with the search from ?q= and shows the no-results message', async () => {
    window.history.replaceState(null, '', '/documentation?q=zebra');
    await renderBrowser();
    expect(screen.getByRole('searchbox')).toHaveValue('zebra');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('No documentation found for your search.'),
    );
    // Under the spec's sentence, what was searched (the dialog names it too: an outside review).
    expect(screen.getByRole('status')).toHaveTextContent('Nothing matches “zebra”. Try one word.');
    // The same help as the site search's: popular articles, Ask the assistant, Contact.
    expect(await screen.findByText('Popular Articles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask the assistant' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact our team' })).toHaveAttribute('href', '/contact');
  });

  it('searches titles and descriptions while the index cannot be loaded', async () => {
    fetchMock.mockRejectedValue(new Error('offline'));
    await renderBrowser();
    await userEvent.type(screen.getByRole('searchbox'), 'why products');
    expect(await findTitles(['Health Check'])).toEqual(['Health Check']);
    expect(fetchMock).toHaveBeenCalled();
  });

  it('ranks title matches first and shows each result with its words marked, an excerpt when found in the text', async () => {
    await renderBrowser();
    await userEvent.type(screen.getByRole('searchbox'), 'Duplicate sku');
    await findTitles(['Health Check']);
    const card = screen.getByRole('heading', { name: 'Health Check' }).closest('li')!;
    const marks = [...card.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['duplicate SKU']); // one mark for the run of matched words
    expect(card.querySelector('[data-excerpt]')).toHaveTextContent(
      'Products are refused when the vendor lists a duplicate SKU or the vendor tag is missing.',
    );
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'health');
    await findTitles(['Health Check']);
    const titleCard = screen.getByRole('heading', { name: 'Health Check' }).closest('li')!;
    expect(titleCard.querySelector('mark')).toHaveTextContent('Health');
    expect(titleCard.querySelector('[data-excerpt]')).toBeNull();
  });

  it('"/" focuses the search box unless the user is typing in a field', async () => {
    await renderBrowser();
    await userEvent.keyboard('/');
    const box = screen.getByRole('searchbox');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
    // The links that leave the list are not among the filters (a phone showed them mixed into the chips' rows).
    expect(within(screen.getByRole('list', { name: 'Filter articles by category' })).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: /API Reference/ })).toHaveAttribute('href', '#api');
  });

  it('keeps the API section in place whatever category or search is shown, so its #api link always lands', async () => {
    await renderBrowser();
    expect(screen.getByText('The API section')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Troubleshooting' }));
    expect(screen.getByText('The API section')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), 'health');
    await findTitles(['Health Check']);
    expect(screen.getByText('The API section')).toBeInTheDocument();
  });
});

describe('movedApiCallHref', () => {
  const ids = ['list-products', 'update-price'];

  it('sends an old anchor of a known call to the call on the reference page', () => {
    expect(movedApiCallHref('#api-update-price', ids)).toBe('/documentation/api-reference#api-update-price');
  });

  it('leaves every other anchor alone, and never builds an address from the fragment', () => {
    for (const hash of ['', '#api', '#api-', '#api-delete-everything', '#getting-started', '#api-update-price-curl'])
      expect(movedApiCallHref(hash, ids)).toBeNull();
    expect(movedApiCallHref('#api-update-price//evil.example', ids)).toBeNull();
  });
});
