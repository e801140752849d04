import 'server-only';
import searchContent from '@/content/search/search.json';
import { pageLinks } from '@/lib/site/site';
import type { SearchTexts } from './types';

const { buttonLabel, popular, ...dialogTexts } = searchContent;

/** The header button's name. */
export const searchButtonLabel = buttonLabel;
/** The docs articles offered when the field is empty or nothing matches (slugs, checked by the index builder). */
export const popularArticleSlugs = popular;
/** The dialog's words, handed to it by the root layout. */
export const searchTexts: SearchTexts = { ...dialogTexts, contactHref: pageLinks.contact.href };
