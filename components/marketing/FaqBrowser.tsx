'use client';

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Marked } from '@/components/search/Marked';
import { Accordion, type AccordionItem } from '@/components/ui/Accordion';
import { buttonClasses } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { textLinkClasses } from '@/components/ui/textLinkClasses';
import { useEarlyChoice, useEarlyValue } from '@/components/ui/useEarlyActions';
import { faqSearch, filterFaq, type FaqFilterCategory } from '@/lib/faq/filter';
import { choiceRules } from '@/lib/first-paint/native-choices';
import { cn } from '@/lib/util/cn';
import { slugify } from '@/lib/util/slugify';
import { currentFragmentId } from '@/lib/util/url-fragment';

export type FaqBrowserCategory = { id: string; title: string; description: string; items: AccordionItem[] };
/** A category as the page sends it: its questions without their ids, which are their text slugified (lib/content/faq.ts), ~400 B less of payload. */
export type FaqSentCategory = Omit<FaqBrowserCategory, 'items'> & { items: Omit<AccordionItem, 'id'>[] };

/** The option that shows every category at once, to scan them all: its radio's value has no rule, so it hides nothing. */
const ALL = '';

export const faqPanelId = (categoryId: string) => `faq-category-${categoryId}`;

/** The categories' radio group; its checked radio shows its category (CSS, lib/first-paint/native-choices.ts). */
const CATEGORY_GROUP = 'faq-category';
const CATEGORY_ATTRIBUTE = 'data-faq-category';

/** The search's words under the box (UI labels; the box's own are lib/faq/filter.ts's). */
const filterText = {
  // "No matching questions", "1 matching question", "3 matching questions" (one text for all: /faq's JS is at its budget).
  found: (count: number, query: string) => `${count || 'No'} matching question${count === 1 ? '' : 's'} for “${query}”`,
  clear: 'Clear search',
};

/** The answers as plain text, read from their HTML once someone searches (the payload carries each answer once, as HTML). */
function searchableCategories(categories: FaqBrowserCategory[]): FaqFilterCategory[] {
  const parser = new DOMParser();
  return categories.map((category) => ({
    id: category.id,
    title: category.title,
    items: category.items.map((item) => ({
      id: item.id,
      question: item.title,
      answer: (parser.parseFromString(item.html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim(),
    })),
  }));
}

/**
 * The FAQ page: a filter box over every category, a category sidebar (one active category) and that
 * category's questions, which open independently. While the box holds words, the questions that
 * match them, in any category, replace the category, grouped by category, each a link to its answer.
 * A link to /faq#question-id selects the question's category and opens it. The other categories
 * stay in the page, hidden until found, so find in page and crawlers reach every answer. The categories are
 * native radios whose choice CSS shows, so they switch before hydration and without JavaScript (a
 * choice made early is taken up once hydrated); words typed early are taken up too.
 */
export function FaqBrowser({
  categories: sent,
  defaultCategory,
  all,
  linkLabel,
  aside,
  noResults,
}: {
  categories: FaqSentCategory[];
  defaultCategory: string;
  /** The "every question" option's name and what it is for. */
  all: { title: string };
  /** Each open answer's link to itself (a copyable address of the answer). */
  linkLabel: string;
  /** Under the categories, in their sticky column (the page's guides). */
  aside?: ReactNode;
  /** Under "No matching questions": the page's server markup (questions to start from, the assistant, the team). */
  noResults?: ReactNode;
}) {
  const categories: FaqBrowserCategory[] = useMemo(
    () =>
      sent.map((category) => ({
        ...category,
        items: category.items.map((item) => ({ ...item, id: slugify(item.title) })),
      })),
    [sent],
  );
  const [active, setActive] = useState(defaultCategory);
  const [query, setQuery] = useState('');
  const sidebarRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const scrollTo = useRef<string | null>(null);
  useEarlyChoice(sidebarRef, defaultCategory, setActive);
  // The search box is the hero's (FaqSearchBox, rendered on the server): found by its id, before words typed early are taken up.
  useEffect(() => {
    const input = document.getElementById(faqSearch.id) as HTMLInputElement;
    inputRef.current = input;
    const onInput = () => setQuery(input.value);
    input.addEventListener('input', onInput);
    return () => input.removeEventListener('input', onInput);
  }, []);
  useEarlyValue(inputRef, '', setQuery);
  const searching = query.trim() !== '';
  // The answers' text is read from their HTML only while someone searches: nothing is parsed on load.
  const groups = useMemo(
    () => (searching ? filterFaq(searchableCategories(categories), query) : []),
    [searching, categories, query],
  );
  const hits = groups.flatMap((group) => group.hits.map((hit) => hit.id));
  const found = hits.length;
  // The step to the following category, under a short one's questions (the space under them stood empty: outside review).
  const next = active && !searching && categories[categories.findIndex(({ id }) => id === active) + 1];
  const clear = () => {
    setQuery('');
    inputRef.current!.value = '';
  };
  const chooseCategory = (id: string) => {
    clear();
    setActive(id);
  };
  // A result leads to its answer in its category (the fragment opens it); the same fragment twice is not a hashchange.
  const openResult = (id: string) => {
    clear();
    if (currentFragmentId() === id)
      requestAnimationFrame(() => window.dispatchEvent(new HashChangeEvent('hashchange')));
  };

  // Once the answer's category is shown, bring the answer into view: the accordion's own scroll ran
  // while the category was still hidden when the page opened on another one (a search result). For
  // its first second it is kept there, unless the visitor scrolls: after a client-side navigation
  // under load, the router could still scroll the new page to its top after this effect (seen in CI).
  // Declared before the fragment's effect, so on load it runs after that effect's switch of category
  // (run before it, its re-run for the switch ended the scroll a moment after it began).
  useEffect(() => {
    const id = scrollTo.current;
    scrollTo.current = null;
    const answer = id ? document.getElementById(id) : null;
    if (!answer) return;
    const until = performance.now() + 1000;
    let frame = 0;
    const keepInView = () => {
      const { top } = answer.getBoundingClientRect();
      if (top < 0 || top > window.innerHeight / 2) answer.scrollIntoView({ block: 'start' });
      if (performance.now() < until) frame = requestAnimationFrame(keepInView);
    };
    const stop = () => cancelAnimationFrame(frame);
    const inputs = ['wheel', 'keydown', 'pointerdown'] as const; // pointerdown covers a touch too
    for (const input of inputs) window.addEventListener(input, stop, { once: true, passive: true });
    keepInView();
    return () => {
      stop();
      for (const input of inputs) window.removeEventListener(input, stop);
    };
  }, [active]);

  useEffect(() => {
    const selectFromHash = () => {
      const id = currentFragmentId();
      if (!id) return;
      const owner = categories.find(
        (category) => faqPanelId(category.id) === id || category.items.some((item) => item.id === id),
      );
      if (owner) {
        // A link to an answer ends a search (the most-asked questions under "No matching questions" lead there).
        clear();
        scrollTo.current = id;
        // With every category shown, the answer is already in view: only a single category is switched.
        setActive((current) => (current === ALL ? ALL : owner.id));
      }
    };
    selectFromHash();
    window.addEventListener('hashchange', selectFromHash);
    return () => window.removeEventListener('hashchange', selectFromHash);
  }, [categories]);
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr] lg:gap-12">
      <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <nav ref={sidebarRef} aria-label="FAQ categories">
          <style>
            {choiceRules({
              name: CATEGORY_GROUP,
              attribute: CATEGORY_ATTRIBUTE,
              values: categories.map(({ id }) => id),
              spare: '[hidden]',
            })}
          </style>
          {/* Two by two below lg, every category in view (a row that scrolled sideways cut the third one off); from lg
            a plain column of names and counts beside the answers, as a docs sidebar (descriptions under the names added
            clutter: outside review), what each covers said under its heading instead. Each ring is inset: the hero
            band above is positioned, so it painted over a ring's outer pixel and clipped the first row's top edge. */}
          <ul className="grid grid-cols-2 gap-2 lg:flex lg:flex-col lg:gap-1">
            {[{ id: ALL, ...all, items: categories.flatMap((category) => category.items) }, ...categories].map(
              (category) => {
                // While a search shows results from every category, none is the chosen one (so choosing any ends the search).
                const selected = category.id === active && !searching;
                // While a search finds something, each category counts its matches: one without any reads 0. With
                // nothing found (or no search), the totals, as a way to browse instead (every count at 0 read as
                // broken: outside review BBBBBB).
                const count = (found ? category.items.filter((item) => hits.includes(item.id)) : category.items).length;
                return (
                  // While searching, below 1024 px, a category without a match is left out: six tiles, five of them
                  // at 0, pushed the one matching answer out of a phone's first screen (outside review NNNN).
                  <li
                    key={category.id}
                    className={cn(
                      !category.id && 'col-span-2 lg:col-span-1',
                      category.id && searching && count === 0 && 'hidden lg:block',
                    )}
                  >
                    <label
                      className={buttonClasses({
                        variant: 'subtle',
                        className:
                          'faq-category h-full w-full cursor-pointer justify-between bg-surface-raised text-left ring-1 ring-line ring-inset has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-500 lg:bg-transparent lg:ring-0',
                      })}
                    >
                      <input
                        type="radio"
                        name={CATEGORY_GROUP}
                        value={category.id}
                        checked={selected}
                        onChange={() => chooseCategory(category.id)}
                        className="sr-only"
                      />
                      {category.title}
                      <span className="ml-2 text-xs font-medium text-ink-subtle">{count}</span>
                    </label>
                  </li>
                );
              },
            )}
          </ul>
        </nav>
        {aside}
      </div>
      <div className="min-w-0">
        {/* With nothing found, the empty state below says it on screen; the status still tells a screen reader. */}
        <p role="status" className={cn('mb-4 text-sm text-ink-muted', !(searching && found) && 'sr-only')}>
          {searching && filterText.found(found, query.trim())}
        </p>
        {searching && found > 0 && (
          <div data-faq-results="">
            {groups.map((group) => (
              <section key={group.id} aria-labelledby={`faq-results-${group.id}`} className="mb-10">
                <h2 id={`faq-results-${group.id}`} className="text-xl font-bold text-ink">
                  {group.title}
                </h2>
                <ul className="mt-4 divide-y divide-line rounded-card border border-line bg-surface-raised">
                  {group.hits.map((hit) => (
                    <li key={hit.id} className="px-5 py-4">
                      <a
                        href={`#${hit.id}`}
                        onClick={() => openResult(hit.id)}
                        className="font-semibold text-ink hover:text-brand-700"
                      >
                        <Marked parts={hit.question} />
                      </a>
                      <p className="mt-1 text-sm leading-6 text-ink-muted">
                        <Marked parts={hit.answer} />
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
        {searching && found === 0 && (
          // As the documentation's empty search: what to try instead, then the assistant and the team (a line and
          // Clear search alone read as a dead end: outside review DDD2).
          <div className="mb-10 rounded-card border border-line bg-surface-raised p-6 sm:p-8">
            <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
              <h2 className="text-lg font-semibold text-ink">{filterText.found(0, query.trim())}</h2>
              <button
                type="button"
                onClick={() => {
                  clear();
                  inputRef.current!.focus();
                }}
                className={cn('font-semibold', textLinkClasses)}
              >
                {filterText.clear}
              </button>
            </div>
            {noResults}
          </div>
        )}
        {categories.map((category) => (
          <section
            key={category.id}
            id={faqPanelId(category.id)}
            aria-labelledby={`${faqPanelId(category.id)}-title`}
            {...{ [CATEGORY_ATTRIBUTE]: category.id }}
            // The categories not chosen stay in the page as hidden="until-found" (React writes `hidden` only
            // as a boolean), so find in page reaches every answer; a search hides them all behind its
            // results. When find in page reveals a match in one, it becomes the active category at once,
            // before the browser scrolls to the match (the radios' CSS would hide it otherwise).
            ref={(element) => {
              const section = element as { hidden: boolean | string; onbeforematch: unknown } | null;
              if (!section) return;
              section.hidden = searching || (active !== ALL && category.id !== active && 'until-found');
              section.onbeforematch = () => flushSync(() => setActive(category.id));
            }}
          >
            <h2 id={`${faqPanelId(category.id)}-title`} className="text-2xl font-bold text-ink">
              {category.title}
            </h2>
            <p className="mt-2 text-ink-muted">{category.description}</p>
            {/* Its space below inside the section: a category hidden until found keeps its own box, empty. The first
                question of each starts open, so the first screen shows an answer: all closed, it was seven grey rows
                and empty space, nothing readable without a click (outside review TTT). */}
            <Accordion
              items={category.items}
              mode="multiple"
              hashLinked
              openFirst
              linkLabel={linkLabel}
              className="mt-6 mb-12"
            />
          </section>
        ))}
        {next && (
          // A card as wide as the questions over it: a short link alone left the column empty beside it (outside review);
          // its count is the sidebar's, its arrow the site's icon (a typed one is not in the text face: outside review RRRR).
          <a
            href={`#${faqPanelId(next.id)}`}
            onClick={() => openResult(faqPanelId(next.id))}
            className="flex items-center gap-1 rounded-card border border-line p-5 font-semibold text-brand-700 hover:border-brand-500 noscript:hidden"
          >
            {`Next: ${next.title}`}
            <Icon name="arrowRight" className="size-4" />
          </a>
        )}
      </div>
    </div>
  );
}
