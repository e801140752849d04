'use client';

import { Button } from '@/components/ui/Button';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { earlyClicksScope, earlyValue, useEarlyClicks } from '@/components/ui/useEarlyActions';
import { cn } from '@/lib/util/cn';
import { docCategories } from '@/lib/docs/categories';
import { filterDocs, type CategoryFilter, type DocSummary, type ListedDoc } from '@/lib/docs/list-filter';
import { docsQueryParam, movedApiCallHref } from '@/lib/site/routes';
import type { SiteSearch } from '@/lib/search/rank';
import type { SearchLink } from '@/lib/search/types';
import type { DocHit } from '@/lib/search/docs';
import type { HelpCenterContent } from '@/lib/content/docs';
import { DocCard, type DocCardMatch } from './DocCard';
import { categoryIcons, DocCategorySection, docCardGridClass } from './DocCategorySection';

/** The site search's engine and index loader, loaded with the first sign of a search (one chunk, shared with the dialog's code). */
type Engine = typeof import('@/lib/search/docs');

const QUERY_PARAM = docsQueryParam;

const categoryOptions: { id: CategoryFilter; title: string }[] = [
  { id: 'all', title: 'All articles' },
  ...docCategories,
];

/** What a search that found nothing offers (the site search's help), loaded with the first sign of a search. */
const loadHelp = () =>
  Promise.all([import('@/components/search/SearchHelp'), import('@/lib/search/texts')]).then(([module, texts]) => ({
    SearchHelp: module.SearchHelp,
    texts: texts.searchTexts,
  }));

/** Keeps ?q= in the address so a search can be shared (a blank search removes it); replaces the entry rather than adding one per key. */
function writeQueryToUrl(query: string) {
  const url = new URL(window.location.href);
  if (query.trim()) url.searchParams.set(QUERY_PARAM, query);
  else url.searchParams.delete(QUERY_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * What the landing's parts share (DocsBrowser holds the state): the hero's search box, the list it
 * filters (DocsList) and the sections shown only with every category (DocsWhenAll). The page lays
 * them out on the server, in the site's Container, so this file carries no layout.
 */
const SearchContext = createContext<{
  query: string;
  onSearch: (value: string) => void;
  /** Enter in the box: opens the first result (false when there is none, so the key does nothing). */
  openFirst: () => void;
  /** The box's Down Arrow: into the results. */
  enterResults: () => boolean;
  prepareSearch: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
  list: ReactNode;
  all: boolean;
} | null>(null);

/** The category filters, the search's status and the cards (DocsBrowser renders them). */
export function DocsList() {
  return use(SearchContext)!.list;
}

/** What shows only while every category is listed (the Integrations section, after the last). */
export function DocsWhenAll({ children }: { children: ReactNode }) {
  return use(SearchContext)!.all && children;
}

/**
 * The row of Integrations and the API: two cards side by side (className) only while every category is
 * listed; when a search or a filter hides Integrations, the API takes the row's whole width (in its 3/5
 * column alone, its calls' names wrapped to three lines: an outside review).
 */
export function DocsCardsRow({ className, children }: { className: string; children: ReactNode }) {
  return <div className={use(SearchContext)!.all ? className : 'mt-12'}>{children}</div>;
}

/**
 * The landing's search box, set in the hero under its intro (as Stripe's and Mintlify's docs do), so a
 * visitor who came to look something up finds the box first; the results show in the list below.
 */
export function DocsSearchBox({ placeholder, hint }: { placeholder: string; hint: ReactNode }) {
  const { query, onSearch, openFirst, enterResults, prepareSearch, inputRef } = use(SearchContext)!;
  const inputId = useId();
  const hintId = useId();
  return (
    <form
      role="search"
      aria-label="Documentation"
      onSubmit={(event) => {
        event.preventDefault();
        openFirst();
      }}
      onFocus={prepareSearch}
    >
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
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && enterResults()) event.preventDefault();
          }}
          placeholder={placeholder}
          aria-describedby={hintId}
          aria-keyshortcuts="/"
          autoComplete="off"
          // One clear control, Clear search under the box (named, and it restores the chosen category): the
          // browser's own × beside it was a second (an outside review).
          className="w-full rounded-lg border border-line-control bg-surface-raised px-4 py-3 pr-12 text-base shadow-sm placeholder:text-ink-subtle focus:border-brand-500 [&::-webkit-search-cancel-button]:appearance-none"
        />
        {/* The shortcut's hint goes once something is typed: it sat over the query (an outside review). */}
        {query ? null : (
          <kbd
            aria-hidden="true"
            data-shortcut-hint
            className="pointer-events-none absolute top-1/2 right-3 hidden -translate-y-1/2 rounded border border-line bg-surface-muted px-2 py-0.5 font-mono text-xs text-ink-subtle md:keyboard:block"
          >
            /
          </kbd>
        )}
      </div>
      <p id={hintId} className="mt-2 text-sm text-ink-muted">
        {hint}
      </p>
    </form>
  );
}

/**
 * The documentation landing's search and list: the state behind the hero's search box (DocsSearchBox),
 * the category filters and the articles (DocsList), set where the page puts them (children). Rendered
 * on the server in its default state, so it reads completely without JS. A search ranks with the site
 * search's index and rules (lib/search/docs.ts), loaded on the first sign of a search.
 */
export function DocsBrowser({
  children,
  docs,
  popular,
  search,
  categoryLines,
  categoryLinks,
  apiCallIds,
}: {
  /** The page: its hero with the search box, DocsList, the sections under it. */
  children: ReactNode;
  docs: DocSummary[];
  /** The popular articles (content/search/search.json), offered when nothing is found. */
  popular: SearchLink[];
  /** The status lines (the box's own texts are the hero's, DocsSearchBox). */
  search: Pick<HelpCenterContent['search'], 'oneMatch' | 'matches' | 'clear' | 'searched' | 'resultsHint'>;
  /** The short line of each article category (the tiles carry their own). */
  categoryLines: Record<(typeof docCategories)[number]['id'], string>;
  /** The categories that lead elsewhere, after the filters (DocsCategoryLinks). */
  categoryLinks: ReactNode;
  /** The API calls' ids: an old link to a call's anchor here goes on to the reference page (movedApiCallHref). */
  apiCallIds: string[];
}) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [engine, setEngine] = useState<Engine | null>(null);
  const [index, setIndex] = useState<SiteSearch | null>(null);
  const [indexFailed, setIndexFailed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const categoriesRef = useRef<HTMLUListElement>(null);
  const resultsRef = useRef<HTMLUListElement>(null);
  useEarlyClicks(categoriesRef);

  /** Loads the engine and the site's index once (again after a failure); called on intent to search. */
  const requested = useRef(false);
  const prepareSearch = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    // The empty state's help too, so a search that finds nothing shows it whole, not a bare sentence first.
    loadHelp().catch(() => undefined);
    import('@/lib/search/docs')
      .then((loaded) => {
        setEngine(() => loaded);
        return loaded.loadSiteSearch();
      })
      .then(
        (loaded) => {
          setIndexFailed(false);
          setIndex(loaded);
        },
        () => {
          requested.current = false;
          setIndexFailed(true);
        },
      );
  }, []);

  useEffect(() => {
    // The calls were anchors of this page before the reference had its own: an old link to one goes on there.
    const moved = movedApiCallHref(window.location.hash, apiCallIds);
    if (moved) window.location.replace(moved);
  }, [apiCallIds]);

  // A link to a section of the page that a category or a search hides (the header's API Reference, #api): every
  // category again, then, once they show, the section.
  const [jump, setJump] = useState<{ id: string } | null>(null);
  useEffect(() => {
    const onClick = ({ target }: MouseEvent) => {
      const id = target instanceof Element && target.closest('a[href^="#"]')?.getAttribute('href')!.slice(1);
      if (!id || document.getElementById(id)) return;
      setCategory('all');
      setQuery('');
      writeQueryToUrl('');
      setJump({ id });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  useEffect(() => {
    if (jump) document.getElementById(jump.id)?.scrollIntoView();
  }, [jump]);

  useEffect(() => {
    // Text typed before hydration is still in the box (hydration keeps it; the next render would not).
    const typed = earlyValue(inputRef.current, '') ?? '';
    // The address is only readable after hydration in a static export; a shared ?q= link starts its search here.
    const initial = typed || (new URLSearchParams(window.location.search).get(QUERY_PARAM) ?? '');
    if (typed) writeQueryToUrl(typed);
    if (initial) {
      setQuery(initial);
      prepareSearch();
    }
  }, [prepareSearch]);

  const searching = query.trim() !== '';
  // Without the site's index (failed to load), titles and descriptions are searched, by the same rules.
  const usable = index ?? (indexFailed && engine ? engine.summarySearch(docs) : null);
  const waitingForIndex = searching && !usable;
  const result = filterDocs(docs, query, category, (text) =>
    usable && engine ? engine.searchDocsBox(usable, text) : [],
  );

  const matchOf = (doc: ListedDoc<DocHit>): DocCardMatch | undefined =>
    usable && engine && doc.hit ? engine.markHit(usable, doc, doc.hit, query) : undefined;

  // The help offered when nothing is found (the site search's) loads with the first such search.
  const noResults = result.mode === 'search' && Boolean(result.emptyMessage) && !waitingForIndex;
  const [help, setHelp] = useState<{
    SearchHelp: typeof import('@/components/search/SearchHelp').SearchHelp;
    texts: typeof import('@/lib/search/texts').searchTexts;
  } | null>(null);
  useEffect(() => {
    if (noResults && !help) loadHelp().then(setHelp, () => undefined);
  }, [noResults, help]);

  const onSearch = (value: string) => {
    prepareSearch();
    setQuery(value);
    writeQueryToUrl(value);
  };

  const chooseCategory = (id: CategoryFilter) => {
    setCategory(id);
    setQuery('');
    writeQueryToUrl('');
  };

  // Back to the category chosen before the search; focus goes to its chip, now pressed again, as the
  // button that had it is gone.
  const clearSearch = () => {
    chooseCategory(category);
    // After the update: on a phone the chips are hidden until the search ends.
    requestAnimationFrame(() =>
      categoriesRef.current
        ?.querySelectorAll('button')
        [categoryOptions.findIndex((option) => option.id === category)]?.focus(),
    );
  };

  // The results' links, in order: Enter in the box opens the first, the arrow keys walk them (a docs
  // search's keys, as the Ctrl+K dialog's: an outside review found plain cards with no such cues).
  const resultLinks = () => [...(resultsRef.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];
  const openFirst = () => resultLinks()[0]?.click();
  const enterResults = () => {
    const first = resultLinks()[0];
    first?.focus();
    return Boolean(first);
  };
  const walkResults = (event: KeyboardEvent) => {
    const links = resultLinks();
    const at = links.indexOf(event.target as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (at < 0 || !step) return;
    event.preventDefault();
    // Up from the first result: back to the box, as in a list of suggestions.
    (links[at + step] ?? (step < 0 ? inputRef.current : links[at]))?.focus();
  };

  const status = waitingForIndex
    ? 'Searching…'
    : (result.emptyMessage ??
      (searching
        ? result.articles.length === 1
          ? search.oneMatch
          : search.matches.replace('{count}', String(result.articles.length))
        : ''));

  // The landing shows every category; a chosen one shows alone (nothing but the status line when it is empty).
  const groups =
    result.mode === 'category' && result.articles.length > 0
      ? docCategories
          .filter((entry) => category === 'all' || entry.id === category)
          .map((entry) => ({
            ...entry,
            articles: result.articles.filter((doc) => 'category' in doc && doc.category === entry.id),
          }))
      : [];

  const hasResults = !waitingForIndex && result.mode === 'search' && result.articles.length > 0;

  const list = (
    <>
      {/*
       * The filters, two by two on a phone (they wrapped three over one, the links mixed into their rows:
       * an outside review); from 640 px one row, with the links that leave the page at its end.
       */}
      <div
        className={cn(
          'gap-3 border-b border-line pb-4 sm:flex sm:flex-wrap sm:items-center sm:justify-between',
          // On a phone a search's results come right under the box (an outside review: they sat below the
          // filters); a chip would only end the search, which Clear search does.
          searching && 'max-sm:hidden',
        )}
      >
        <ul
          ref={categoriesRef}
          aria-label="Filter articles by category"
          // Positioned, so the chips' outline paints over the hero band's foot, which the row meets at 375 px
          // (the band, positioned, hid their top edge: outside review).
          className="relative grid grid-cols-2 gap-1.5 sm:flex sm:flex-wrap"
          {...earlyClicksScope}
        >
          {categoryOptions.map((option) => {
            // A search covers every category (SPEC): All articles shows as chosen while it runs (an outside review
            // found no chip selected during a search); Clear search goes back to the category chosen before.
            const selected = (searching ? 'all' : category) === option.id;
            return (
              <li key={option.id}>
                <Button
                  aria-pressed={selected}
                  onClick={() => chooseCategory(option.id)}
                  variant={selected ? 'soft' : 'subtle'}
                  size="sm"
                  className={cn(
                    'w-full px-2.5 font-medium sm:w-auto',
                    !selected && 'bg-surface-raised ring-1 ring-line',
                  )}
                >
                  {option.title}
                </Button>
              </li>
            );
          })}
        </ul>
        {/* From 1024 px, while every category shows, the Integrations and API cards are on the page: the links to
            them here too said each twice (outside review HHHHH). On a phone they are far below, and a filter or a
            search hides Integrations' card. */}
        <div className={cn(category === 'all' && !searching && 'lg:hidden')}>{categoryLinks}</div>
      </div>

      {/*
       * A search that found nothing: the spec's sentence and, in the same panel, what the site search
       * offers (issue 25), so the empty state reads as one answer, as in the Ctrl+K dialog.
       */}
      <div
        className={cn('mt-4', result.emptyMessage && 'rounded-card border border-line bg-surface-raised p-6 shadow-sm')}
      >
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          {/* The spec's sentence, then what was searched (as the Ctrl+K dialog names it: an outside review). */}
          {/* With results, the keys on the count's line: a line of its own under it made the results' head two lines of
              small print (outside review GGGG). */}
          <div role="status" className={cn(hasResults && 'flex flex-wrap items-baseline gap-x-3')}>
            <p className={cn('text-sm', result.emptyMessage ? 'text-base font-semibold text-ink' : 'text-ink-muted')}>
              {status}
            </p>
            {noResults && (
              <p className="mt-1 text-sm text-ink-muted">{search.searched.replace('{query}', query.trim())}</p>
            )}
            {hasResults && (
              // Not on a phone, whose reader has no keys to press (keyboard hints on a touch screen: outside review BBB).
              <p className="text-sm text-ink-subtle max-sm:hidden" data-results-hint>
                {search.resultsHint}
              </p>
            )}
          </div>
          {searching && (
            <Button variant="secondary" size="sm" onClick={clearSearch}>
              <span aria-hidden="true">×</span>
              {search.clear}
            </Button>
          )}
        </div>
        {noResults && help && <help.SearchHelp text={help.texts} popular={popular} query={query} />}
      </div>

      {groups.length > 0 && (
        <div className="mt-4 grid gap-12">
          {groups.map((group) => (
            <DocCategorySection
              key={group.id}
              id={group.id}
              title={group.title}
              icon={categoryIcons[group.id]}
              line={categoryLines[group.id]}
            >
              <ul className={docCardGridClass}>
                {group.articles.map((doc) => (
                  <DocCard key={doc.slug} doc={doc} inCategory />
                ))}
              </ul>
            </DocCategorySection>
          ))}
        </div>
      )}

      {hasResults && (
        <section aria-labelledby="docs-results-title" className="mt-4">
          {/* Named for a screen reader; the count's line over it already says what follows, and a visible heading
              pushed the second result below the fold at 1280 × 900 (outside review LLLLLL). */}
          <h2 id="docs-results-title" className="sr-only">
            Search Results
          </h2>
          <ul
            ref={resultsRef}
            onKeyDown={walkResults}
            // One result a row, ruled apart as Stripe's docs search lists them (a block with no rules read dense: GGGG),
            // the rules across the whole card (inset by the list's padding, the rows read cramped: FFFFF).
            className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface-raised shadow-sm"
          >
            {result.articles.map((doc) => (
              <DocCard key={doc.slug} doc={doc} match={matchOf(doc)} />
            ))}
          </ul>
        </section>
      )}
    </>
  );

  return (
    <SearchContext
      value={{
        query,
        onSearch,
        openFirst,
        enterResults,
        prepareSearch,
        inputRef,
        list,
        all: groups.length > 0 && category === 'all',
      }}
    >
      {children}
    </SearchContext>
  );
}
