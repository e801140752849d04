'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, ButtonLink, buttonClasses } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { FilterChip } from '@/components/ui/FilterChip';
import { earlyChoice, earlyValue } from '@/components/ui/useEarlyActions';
import { textLinkClasses } from '@/components/ui/TextLink';
import { choiceRules } from '@/lib/first-paint/native-choices';
import { cn } from '@/lib/util/cn';
import { currentFragmentId } from '@/lib/util/url-fragment';
import {
  emptyChoiceRules,
  featureRules,
  vendorCountText,
  vendorFilterAttributes,
  vendorMatches,
  type VendorFeature,
  type VendorFilterState,
  type VendorFilterTexts,
} from '@/lib/vendors/filter';

/**
 * Hides the server-rendered vendors and categories the filter leaves out (it never adds or moves
 * one); returns how many are shown.
 */
function applyToList(state: VendorFilterState): number {
  let total = 0;
  for (const section of document.querySelectorAll<HTMLElement>(`[${vendorFilterAttributes.section}]`)) {
    const category = section.getAttribute(vendorFilterAttributes.section)!;
    let shown = 0;
    const { item: itemName, mirror } = vendorFilterAttributes;
    // A vendor's item, and where it is named again (a mirror), shown alike; only the items counted.
    for (const item of section.querySelectorAll<HTMLElement>(`[${itemName}],[${mirror}]`)) {
      const name = item.getAttribute(itemName) ?? item.getAttribute(mirror)!;
      const features = (item.getAttribute(vendorFilterAttributes.features) ?? '').split(' ');
      item.hidden = !vendorMatches({ name, category, features }, state);
      if (!item.hidden && item.hasAttribute(itemName)) shown += 1;
    }
    section.hidden = shown === 0;
    const request = section.querySelector<HTMLElement>(`[${vendorFilterAttributes.request}]`);
    // Beside an odd last live card: the vendors not live yet are rows under the cards, not in their grid.
    if (request)
      request.hidden =
        request.parentElement!.querySelectorAll(`[${vendorFilterAttributes.item}]:not([hidden])`).length % 2 === 0;
    total += shown;
  }
  const list = document.querySelector<HTMLElement>(`[${vendorFilterAttributes.list}]`);
  if (list) list.hidden = total === 0;
  // A closed category (Adult's) opens when it is chosen or a name typed is in it; it never closes for the filter.
  for (const details of document.querySelectorAll<HTMLDetailsElement>(`[${vendorFilterAttributes.disclosure}]`)) {
    const category = details
      .closest(`[${vendorFilterAttributes.section}]`)!
      .getAttribute(vendorFilterAttributes.section);
    const named = state.query.trim() !== '' && details.querySelector(`[${vendorFilterAttributes.item}]:not([hidden])`);
    if (state.category === category || named) details.open = true;
  }
  return total;
}

/**
 * How many vendors match the name alone, by category and by capability (the chips' counts follow what is
 * typed: "All 17" over "0 of 17 vendors" read as broken, outside review); null for no name.
 */
function countMatching(query: string): Record<string, number> | null {
  if (query.trim() === '') return null;
  const counts: Record<string, number> = {};
  for (const item of document.querySelectorAll<HTMLElement>(`[${vendorFilterAttributes.item}]`)) {
    const category = item.closest(`[${vendorFilterAttributes.section}]`)!.getAttribute(vendorFilterAttributes.section)!;
    const features = (item.getAttribute(vendorFilterAttributes.features) ?? '').split(' ');
    const name = item.getAttribute(vendorFilterAttributes.item)!;
    if (!vendorMatches({ name, category, features }, { query, category: null, feature: null })) continue;
    for (const key of ['', category, ...features.filter(Boolean).map((feature) => `:${feature}`)])
      counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** The request band after the list asks for a vendor in the chosen category, or in general. */
function nameCategoryInRequest(category: string | null, titles: { title: string; titleIn: string }) {
  const title = document.querySelector(`[${vendorFilterAttributes.requestTitle}]`);
  if (title) title.textContent = category ? titles.titleIn.replace('{category}', category) : titles.title;
}

export type VendorFilterContent = VendorFilterTexts & {
  label: string;
  placeholder: string;
  categoriesLabel: string;
  allCategories: string;
  featuresLabel: string;
  allFeatures: string;
  filters: string;
  chosen: string;
  features: Record<VendorFeature, string>;
  emptyTitle: string;
  emptyText: string;
  clear: string;
  request: string;
};

const CATEGORY_GROUP = 'vendor-category';
/** A chip set inline: 8 px to the next and between lines (the row's -my-1 takes the first and last line's off). */
const chipSpacing = 'my-1 mr-2';
const FEATURE_GROUP = 'vendor-feature';

/**
 * A chip's label with how many vendors it holds (the muted number turns light on the filled chip: `.choice`);
 * no number while a name matches no vendor ("All 0", "Any 0" read as broken: outside review UUUU).
 * On one line: a chip's own words never break ("FTP / files": outside review P); the row wraps instead.
 */
const ChipLabel = ({ label, count }: { label: string; count: number | null }) => (
  <span className="whitespace-nowrap">
    {label}
    {count !== null && <span className="text-ink-subtle tabular-nums"> {count}</span>}
  </span>
);

/**
 * The Vendors page's filter: a name box, category chips and capability chips (API, FTP files,
 * wholesale cost, MAP prices), each chip with how many vendors it holds, over the list the server
 * rendered in full. It only hides (lib/vendors/filter.ts decides what). The chips are native radios
 * whose choice CSS applies (lib/first-paint/native-choices.ts, featureRules): they work before
 * hydration and without JavaScript, where the name box, which needs it, is not offered. Below 768 px the
 * chips fold under a native disclosure that says how many are chosen (open, they took a phone's whole first
 * screen: outside review QQ); from 768 px they are open, its toggle hidden (`.open-md`, app/globals.css).
 */
export function VendorFilter({
  total,
  categories,
  features,
  emptyPairs,
  texts,
  requestHref,
  requestTitles,
  legend,
}: {
  /** How many vendors the page lists; the shown count comes from the list itself. */
  total: number;
  /** Each category's value (the spec's name) and its chip's label: its section's heading, so the two read alike. */
  categories: { name: string; label: string; count: number }[];
  features: { feature: VendorFeature; count: number }[];
  /** The category and capability pairs that share no vendor (the note for them without JavaScript). */
  emptyPairs: { category: string; feature: VendorFeature }[];
  texts: VendorFilterContent;
  requestHref: string;
  /** The request band's title, in general and with {category} chosen. */
  requestTitles: { title: string; titleIn: string };
  /** What the statuses mean: a closed disclosure under the count, rendered by the server. */
  legend?: ReactNode;
}) {
  const [{ query, category, feature }, setFilter] = useState<VendorFilterState>({
    query: '',
    category: null,
    feature: null,
  });
  const [shown, setShown] = useState(total);
  const [matching, setMatching] = useState<Record<string, number> | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const chipsRef = useRef<HTMLFieldSetElement>(null);
  const featureChipsRef = useRef<HTMLFieldSetElement>(null);
  const inputId = useId();
  // The list is filtered as the person acts, so the count and the hidden cards change together.
  const update = (next: VendorFilterState) => {
    setFilter(next);
    setShown(applyToList(next));
    setMatching(countMatching(next.query));
    nameCategoryInRequest(next.category, requestTitles);
  };
  // A name typed or a category chosen before hydration is in the controls (hydration keeps it): take both up once.
  const mount = useRef(update);
  useEffect(() => {
    const typed = earlyValue(inputRef.current, '');
    const chosen = earlyChoice(chipsRef.current, '');
    const chosenFeature = earlyChoice(featureChipsRef.current, '');
    if (typed !== null || chosen !== null || chosenFeature !== null)
      mount.current({ query: typed ?? '', category: chosen || null, feature: chosenFeature || null });
    // A link to a closed category (/vendor-integrations#adult) opens it, as one into it does natively; a
    // malformed fragment ("#%") names nothing and must not throw (lib/util/url-fragment.ts).
    const id = currentFragmentId();
    const asked = id && document.getElementById(id);
    const details = asked
      ? asked
          .closest(`[${vendorFilterAttributes.section}]`)
          ?.querySelector('details[' + vendorFilterAttributes.disclosure + ']')
      : null;
    if (details) (details as HTMLDetailsElement).open = true;
  }, []);

  const filtered = query.trim() !== '' || category !== null || feature !== null;
  // Each chip's count: what the name typed finds in it, none while the name finds nothing, else what it holds.
  const chipCount = (key: string, count: number) => (matching ? (matching[''] ? (matching[key] ?? 0) : null) : count);
  const chosen = (category === null ? 0 : 1) + (feature === null ? 0 : 1);
  const clear = () => {
    update({ query: '', category: null, feature: null });
    inputRef.current?.focus();
  };

  return (
    <div className="text-left">
      <div className="rounded-card border border-line bg-surface-raised p-4 shadow-sm sm:p-5">
        {/* The search and the count over the chips, each group's name beside its chips: from 640 px the count beside
            the search box, their tops level (the box holds still as the legend opens); each group on one line from
            1280 px, on two at most at 1024 (beside the search the chips took three lines at 1280 and five at 1024:
            outside reviews). */}
        <div className="flex flex-col gap-3">
          <div className="gap-x-6 sm:flex sm:items-start">
            <div className="shrink-0 sm:w-72 noscript:hidden">
              <label htmlFor={inputId} className="sr-only">
                {texts.label}
              </label>
              <input
                ref={inputRef}
                id={inputId}
                type="search"
                value={query}
                onChange={(event) => update({ query: event.target.value, category, feature })}
                placeholder={texts.placeholder}
                autoComplete="off"
                className="w-full rounded-lg border border-line-control bg-surface-raised px-3.5 py-2 text-base text-ink placeholder:text-ink-subtle focus:border-brand-500"
              />
            </div>
            <div className="min-w-0 flex-1">
              <div className="mt-2 flex min-h-6 flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm sm:mt-0 noscript:hidden">
                <p role="status" aria-live="polite" className="text-ink-muted">
                  {vendorCountText(texts, shown, total)}
                </p>
                {/* The categories' new counts, said after the count line (their chips' names change silently). */}
                <p aria-live="polite" className="sr-only">
                  {matching &&
                    categories
                      .filter(({ name }) => matching[name])
                      .map(({ name, label }) => `${label} ${matching[name]}`)
                      .join(', ')}
                </p>
                {filtered && shown > 0 && (
                  <button type="button" onClick={clear} className={cn('font-medium', textLinkClasses)}>
                    {texts.clear}
                  </button>
                )}
              </div>
              {legend}
            </div>
          </div>
          {/* Native, so it opens before hydration and without JavaScript; a screen reader hears a button, expanded
              or collapsed. Its number follows the chips (the name typed is in view above it). */}
          <details className="open-md group">
            <summary className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'w-full list-none' })}>
              {texts.filters}
              {chosen > 0 && (
                <span className="rounded-full bg-brand-600 px-2 text-xs text-white tabular-nums">
                  {texts.chosen.replace('{count}', String(chosen))}
                </span>
              )}
              <Icon name="chevronDown" className="ml-auto size-4 group-open:rotate-180" />
            </summary>
            <div className="flex min-w-0 flex-col gap-3 pt-3">
              {[
                {
                  ref: chipsRef,
                  label: texts.categoriesLabel,
                  rules: choiceRules({
                    name: CATEGORY_GROUP,
                    attribute: vendorFilterAttributes.section,
                    values: categories.map(({ name }) => name),
                  }),
                  chips: [{ name: null, label: texts.allCategories, count: total }, ...categories].map(
                    ({ name, label, count }) => (
                      <FilterChip
                        key={name ?? 'all'}
                        name={CATEGORY_GROUP}
                        value={name ?? ''}
                        checked={name === category}
                        onChange={() => update({ query, category: name, feature })}
                        className={chipSpacing}
                      >
                        <ChipLabel label={label} count={chipCount(name ?? '', count)} />
                      </FilterChip>
                    ),
                  ),
                },
                {
                  ref: featureChipsRef,
                  label: texts.featuresLabel,
                  rules:
                    featureRules(
                      FEATURE_GROUP,
                      features.map((option) => option.feature),
                    ) + emptyChoiceRules({ category: CATEGORY_GROUP, feature: FEATURE_GROUP }, emptyPairs),
                  chips: [{ feature: null, count: total }, ...features].map((option) => (
                    <FilterChip
                      key={option.feature ?? 'any'}
                      name={FEATURE_GROUP}
                      value={option.feature ?? ''}
                      checked={option.feature === feature}
                      onChange={() => update({ query, category, feature: option.feature })}
                      className={chipSpacing}
                    >
                      <ChipLabel
                        label={option.feature ? texts.features[option.feature] : texts.allFeatures}
                        count={chipCount(option.feature ? `:${option.feature}` : '', option.count)}
                      />
                    </FilterChip>
                  )),
                },
              ].map((group) => (
                // The chips wrap onto lines, their name above on a phone and beside them from 640 px: a row that
                // scrolled sideways at 375 px showed chips cut mid-word ("Marketplaces 2", "Whole…") even under an
                // edge fade (outside reviews). Set inline in balanced lines (text-wrap), so no chip stands alone on
                // the last ("Adult 4" under five: outside review MM); 8 px apart each way (`chipSpacing`), as a gap-2
                // row was. The flex box keeps them beside the floated name; `relative` holds the hidden radios.
                <fieldset key={group.label} ref={group.ref} className="min-w-0">
                  <legend className="mb-1.5 text-sm font-semibold text-ink sm:float-left sm:mb-0 sm:w-36 sm:py-1.5">
                    {group.label}
                  </legend>
                  <style>{group.rules}</style>
                  <div className="relative flex">
                    <div className="-my-1 min-w-0 text-balance">{group.chips}</div>
                  </div>
                </fieldset>
              ))}
            </div>
          </details>
        </div>
      </div>
      {/* Shown by CSS alone, without JavaScript, for a category and a capability that share no vendor. */}
      <div
        className="mt-6 hidden rounded-card border border-dashed border-line-control bg-surface-raised p-8 text-center"
        {...{ [vendorFilterAttributes.emptyNote]: '' }}
      >
        <p className="text-lg font-semibold text-ink">{texts.emptyTitle}</p>
        <p className="mx-auto mt-2 max-w-xl text-ink-muted">{texts.emptyText}</p>
        <ButtonLink href={requestHref} variant="secondary" className="mt-6">
          {texts.request}
        </ButtonLink>
      </div>
      {/* Clear filters, and beside it (not over it: two calls stacked, outside review RRRR) the request its text
          offers: with Clear filters alone it read as a dead end (outside reviews EEEEE, KKKKK). */}
      {shown === 0 && (
        <div className="mt-6 rounded-card border border-dashed border-line-control bg-surface-raised p-8 text-center">
          <h2 className="text-lg font-semibold text-ink">{texts.emptyTitle}</h2>
          <p className="mx-auto mt-2 max-w-xl text-ink-muted">{texts.emptyText}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button onClick={clear}>{texts.clear}</Button>
            <ButtonLink href={requestHref} variant="secondary">
              {texts.request}
            </ButtonLink>
          </div>
        </div>
      )}
    </div>
  );
}
