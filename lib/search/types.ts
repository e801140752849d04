export { siteSearchIndexHref } from '@/lib/site/search-index';

/** What the site search finds, in the order its groups are listed when scores tie. */
export const searchKinds = ['docs', 'faq', 'vendor', 'case-study', 'position', 'page'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** One findable thing: a docs section, a question, a vendor, a story, a position or a page. */
export type SearchRecord = {
  kind: SearchKind;
  /** The page's (or the question's) title. */
  title: string;
  /** The section's heading, when the record is one section of a page. */
  section?: string;
  /**
   * Shown above the title, not searched: a docs article's category, on its opening, as on the documentation box's
   * cards; a feature's page (Features), for a feature named by its tag.
   */
  category?: string;
  /** A same-site path with its anchor, e.g. "/documentation/add-vendor#step-2". */
  href: string;
  text: string;
};

/** A link the search offers before anything is typed: its title, and what it is about (a popular article's description). */
export type SearchLink = { title: string; href: string; text?: string };

/** /search-index.json: built with the site, fetched by the search dialog on intent. */
export type SiteSearchIndex = {
  records: SearchRecord[];
  popular: SearchLink[];
  /** Groups of words that mean the same (content/search/synonyms.json). */
  synonyms: string[][];
};

/** The search's words (content/search/search.json), with the address of the contact page. */
export type SearchTexts = {
  dialogTitle: string;
  inputLabel: string;
  placeholder: string;
  closeLabel: string;
  /** The close button's visible word on touch screens (with a keyboard it shows the key, Esc). */
  closeText: string;
  loading: string;
  failed: string;
  resultsLabel: string;
  popularTitle: string;
  oneResult: string;
  results: string;
  noResults: string;
  askAssistant: string;
  askAssistantHint: string;
  contactText: string;
  contactLink: string;
  contactHref: string;
  /** The keyboard hint under the results, where a keyboard is likely. */
  keys: string;
  /** The docs group's last row when the documentation box lists more for the query: "{count}" results. */
  allDocs: string;
  groups: Record<SearchKind, string>;
};
