'use client';

import { Button } from '@/components/ui/Button';
import { Link } from '@/components/ui/Link';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { earlyClicksScope, earlyValue, useEarlyClicks } from '@/components/ui/useEarlyActions';
import { cn } from '@/lib/util/cn';
import { docCategories, docSidebarLinks } from '@/lib/docs/categories';
import { filterDocs, matchTier, type CategoryFilter, type DocSummary, type SearchIndexEntry } from '@/lib/docs/search';
import { docHref, docSearchIndexHref, docsQueryParam } from '@/lib/site/routes';
import { pageLinks } from '@/lib/site/site';
import type { HelpCenterContent } from '@/lib/content/docs';
import { DocCard, type DocCardMatch } from './DocCard';

const QUERY_PARAM = docsQueryParam;

const categoryOptions: { id: CategoryFilter; title: string }[] = [
  { id: 'all', title: 'All articles' },
  ...docCategories,
];

/** Keeps ?q= in the address so a search can be shared (a blank search removes it); replaces the entry rather than adding one per key. */
function writeQueryToUrl(query: string) {
  const url = new URL(window.location.href);
  if (query.trim()) url.searchParams.set(QUERY_PARAM, query);
  else url.searchParams.delete(QUERY_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The documentation list: search box, category sidebar and article cards. Rendered on the server
 * in its default state (every article, grouped by category), so it reads completely without JS.
 */
export function DocsBrowser({ docs, search }: { docs: DocSummary[]; search: HelpCenterContent['search'] }) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [index, setIndex] = useState<SearchIndexEntry[] | null>(null);
  const [indexFailed, setIndexFailed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const categoriesRef = useRef<HTMLElement>(null);
  useEarlyClicks(categoriesRef);
  const inputId = useId();
  const hintId = useId();

  useEffect(() => {
    // Text typed before hydration is still in the box (hydration keeps it; the next render would not).
    const typed = earlyValue(inputRef.current, '') ?? '';
    // The address is only readable after hydration in a static export; a shared ?q= link starts its search here.
    const initial = typed || (new URLSearchParams(window.location.search).get(QUERY_PARAM) ?? '');
    if (typed) writeQueryToUrl(typed);
    if (initial) setQuery(initial);
    let cancelled = false;
    fetch(docSearchIndexHref)
      .then((response) =>
        response.ok
          ? (response.json() as Promise<SearchIndexEntry[]>)
          : Promise.reject(new Error(String(response.status))),
      )
      .then((entries) => !cancelled && setIndex(entries))
      .catch(() => !cancelled && setIndexFailed(true));
    return () => {
      cancelled = true;
    };
  }, []);

  // Without the full-text index (still loading, or failed), titles and descriptions are searched.
  const entries = useMemo(() => index ?? docs.map((doc) => ({ ...doc, text: '' })), [index, docs]);
  const searching = query.trim() !== '';
  const waitingForIndex = searching && !index && !indexFailed;
  const result = filterDocs(entries, query, category);

  // The marking of the words found loads with the first search (shared with the site search's chunk).
  const [marker, setMarker] = useState<typeof import('@/lib/search/excerpt') | null>(null);
  useEffect(() => {
    if (searching && !marker) import('@/lib/search/excerpt').then(setMarker, () => undefined);
  }, [searching, marker]);
  const terms = marker?.queryTerms(query) ?? [];
  const matchOf = (doc: SearchIndexEntry): DocCardMatch | undefined =>
    marker && searching
      ? {
          title: marker.highlight(doc.title, terms),
          description: marker.highlight(doc.description, terms),
          excerpt: matchTier(doc, query) === 2 && doc.text ? marker.excerpt(doc.text, terms) : undefined,
        }
      : undefined;

  // The help offered when nothing is found (the site search's) loads with the first such search.
  const noResults = result.mode === 'search' && Boolean(result.emptyMessage) && !waitingForIndex;
  const [help, setHelp] = useState<{
    SearchHelp: typeof import('@/components/search/SearchHelp').SearchHelp;
    texts: typeof import('@/content/search/search.json');
  } | null>(null);
  useEffect(() => {
    if (noResults && !help)
      Promise.all([import('@/components/search/SearchHelp'), import('@/content/search/search.json')]).then(
        ([module, texts]) => setHelp({ SearchHelp: module.SearchHelp, texts: texts.default }),
        () => undefined,
      );
  }, [noResults, help]);

  const onSearch = (value: string) => {
    setQuery(value);
    writeQueryToUrl(value);
  };

  const chooseCategory = (id: CategoryFilter) => {
    setCategory(id);
    setQuery('');
    writeQueryToUrl('');
  };

  const status = waitingForIndex
    ? 'Searching…'
    : (result.emptyMessage ??
      (searching
        ? result.articles.length === 1
          ? search.oneMatch
          : search.matches.replace('{count}', String(result.articles.length))
        : ''));

  const groups =
    result.mode === 'category' && category === 'all'
      ? docCategories.map((entry) => ({
          ...entry,
          articles: result.articles.filter((doc) => doc.category === entry.id),
        }))
      : null;
  const selectedTitle = categoryOptions.find((option) => option.id === category)?.title ?? '';

  return (
    <div className="grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <nav
        ref={categoriesRef}
        aria-label="Documentation categories"
        className="lg:sticky lg:top-24 lg:self-start"
        {...earlyClicksScope}
      >
        <h2 className="px-3 text-xs font-semibold tracking-wide text-ink-subtle uppercase">Categories</h2>
        <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {categoryOptions.map((option) => {
            const selected = !searching && category === option.id;
            return (
              <li key={option.id}>
                <Button
                  aria-pressed={selected}
                  onClick={() => chooseCategory(option.id)}
                  variant={selected ? 'soft' : 'subtle'}
                  size="sm"
                  className="w-full justify-start text-left font-medium"
                >
                  {option.title}
                </Button>
              </li>
            );
          })}
          {docSidebarLinks.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="block rounded-lg px-3 py-2 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-brand-700"
              >
                {link.title}
                <span aria-hidden="true" className="ml-1">
                  {link.href.startsWith('#') ? '↓' : '→'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="min-w-0">
        <form role="search" aria-label="Documentation" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className="mb-2 block text-sm font-semibold text-ink">
            Search the documentation
          </label>
          <div className="relative">
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              name={QUERY_PARAM}
              value={query}
              onChange={(event) => onSearch(event.target.value)}
              placeholder={search.placeholder}
              aria-describedby={hintId}
              aria-keyshortcuts="/"
              autoComplete="off"
              className="w-full rounded-lg border border-line bg-surface-raised px-4 py-3 pr-12 text-base shadow-sm placeholder:text-ink-subtle focus:border-brand-500"
            />
            <kbd
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3 hidden -translate-y-1/2 rounded border border-line bg-surface-muted px-2 py-0.5 font-mono text-xs text-ink-subtle keyboard:block"
            >
              /
            </kbd>
          </div>
          <p id={hintId} className="mt-2 text-xs text-ink-subtle">
            {search.hint}
          </p>
        </form>

        <p
          role="status"
          className={cn(
            'mt-6 text-sm',
            result.emptyMessage
              ? 'rounded-lg border border-line bg-surface-muted p-6 text-base text-ink'
              : 'text-ink-muted',
          )}
        >
          {status}
        </p>
        {/* A search that found nothing offers what the site search offers (issue 25). */}
        {noResults && help && (
          <help.SearchHelp
            text={{ ...help.texts, contactHref: pageLinks.contact.href }}
            popular={help.texts.popular.flatMap((slug) => {
              const doc = docs.find((entry) => entry.slug === slug);
              return doc ? [{ title: doc.title, href: docHref(slug) }] : [];
            })}
            query={query}
          />
        )}

        {!waitingForIndex && groups && (
          <div className="mt-4 space-y-12">
            {groups.map((group) => (
              <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`}>
                <h2 id={`${group.id}-title`} className="text-xl font-bold tracking-tight">
                  {group.title}
                </h2>
                <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                  {group.articles.map((doc) => (
                    <DocCard key={doc.slug} doc={doc} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}

        {!waitingForIndex && !groups && result.articles.length > 0 && (
          <section aria-labelledby="docs-results-title" className="mt-4">
            <h2 id="docs-results-title" className="text-xl font-bold tracking-tight">
              {searching ? 'Search results' : selectedTitle}
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {result.articles.map((doc) => (
                <DocCard key={doc.slug} doc={doc} match={matchOf(doc)} />
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
