import 'server-only';
import { z } from 'zod';
import searchContent from '@/content/search/search.json';
import synonymsContent from '@/content/search/synonyms.json';

const { buttonLabel, popular } = searchContent;

/** The header button's name. */
export const searchButtonLabel = buttonLabel;
/** The docs articles offered when the field is empty or nothing matches (slugs, checked by the index builder). */
export const popularArticleSlugs = popular;
export { searchTexts } from './texts';

const synonymsSchema = z.object({
  groups: z.array(z.array(z.string().regex(/^[a-z0-9]+$/, 'one lower-case word')).min(2)).max(200),
});

/** Groups of words that mean the same to the search (content/search/synonyms.json), checked at build time. */
export const synonymGroups: string[][] = synonymsSchema.parse(synonymsContent).groups;
