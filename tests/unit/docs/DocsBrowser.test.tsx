import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocsBrowser } from '@/components/docs/DocsBrowser';
import { docSearchIndexHref as SEARCH_INDEX_URL } from '@/lib/site/routes';
import type { SearchIndexEntry } from '@/lib/docs/search';
import { searchTriggerScript } from '@/lib/first-paint/search-trigger';

// The page's inline script answers "/" (lib/first-paint/search-trigger.ts), as on the built page.
new Function(searchTriggerScript.source)();

const index: SearchIndexEntry[] = [
  {
    slug: 'quick-start-guide',
    title: 'Quick Start Guide',
    description: 'Three steps.',
    category: 'getting-started',
    readingTime: '2 min read',
    text: 'create your account',
  },
  {
    slug: 'health-check',
    title: 'Health Check',
    description: 'Why products fail.',
    category: 'troubleshooting',
    readingTime: '2 min read',
    text: 'Products are refused when the vendor lists a duplicate SKU or the vendor tag is missing.',
  },
];
const docs = index.map(({ slug, title, description, category, readingTime }) => ({
  slug,
  title,
  description,
  category,
  readingTime,
}));

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
      search={{
        placeholder: 'Search articles',
        hint: 'Searches titles, descriptions and article text.',
        oneMatch: '1 article matches your search.',
        matches: '{count} articles match your search.',
      }}
    />,
  );
  await act(async () => {});
};

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('DocsBrowser', () => {
  it('loads the build-time index once and searches article text', async () => {
    await renderBrowser();
    expect(fetchMock).toHaveBeenCalledWith(SEARCH_INDEX_URL);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the documentation' }), 'DUPLICATE');
    expect(titles()).toEqual(['Health Check']);
    expect(window.location.search).toBe('?q=DUPLICATE');
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

  it('starts with the search from ?q= and shows the no-results message', async () => {
    window.history.replaceState(null, '', '/documentation?q=zebra');
    await renderBrowser();
    expect(screen.getByRole('searchbox')).toHaveValue('zebra');
    expect(screen.getByRole('status')).toHaveTextContent('No documentation found for your search.');
    // The same help as the site search's: popular articles, Ask the assistant, Contact.
    expect(screen.getByText('Popular articles')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask the assistant' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact our team' })).toHaveAttribute('href', '/contact');
  });

  it('searches titles and descriptions while the index cannot be loaded', async () => {
    fetchMock.mockRejectedValue(new Error('offline'));
    await renderBrowser();
    await userEvent.type(screen.getByRole('searchbox'), 'why products');
    expect(titles()).toEqual(['Health Check']);
  });

  it('ranks title matches first and shows each result with its words marked, an excerpt when found in the text', async () => {
    await renderBrowser();
    await userEvent.type(screen.getByRole('searchbox'), 'Duplicate sku');
    const card = screen.getByRole('heading', { name: 'Health Check' }).closest('li')!;
    const marks = [...card.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['duplicate', 'SKU']);
    expect(card.querySelector('[data-excerpt]')).toHaveTextContent(
      'Products are refused when the vendor lists a duplicate SKU or the vendor tag is missing.',
    );
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'health');
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
    expect(
      within(screen.getByRole('navigation', { name: 'Documentation categories' })).getByRole('link', {
        name: /API Reference/,
      }),
    ).toHaveAttribute('href', '#api');
  });
});
