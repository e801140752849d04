import searchContent from '@/content/search/search.json';
import { pageLinks } from '@/lib/site/site';
import type { SearchTexts } from './types';

/**
 * The search dialog's words (content/search/search.json). Imported by the lazy chunks that show
 * them (the dialog, the docs box's empty state), not handed down by the layout: as a prop they
 * were in every page's RSC payload (0.4 KB gzipped) for a dialog most visits never open.
 */
export const searchTexts: SearchTexts = { ...searchContent, contactHref: pageLinks.contact.href };
