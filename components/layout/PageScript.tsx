import { PAGE_SCRIPT_DIR, PAGE_SCRIPT_FILES } from '@/lib/first-paint/config.mjs';
import { pageScripts, type PageScriptPlace } from '@/lib/first-paint/page-scripts';

/**
 * One place's first-paint scripts (the theme, the search trigger, ...), loaded from the file the
 * build writes (app/first-paint/[file]/route.ts); nothing when the place has none. Classic and
 * blocking on purpose: each must run before what follows it is painted or clicked. The post-build
 * replaces the tag with the file's text (scripts/build/page-scripts.mjs): the same code, a request
 * fewer, and React's payload carries only this short tag. The empty `dangerouslySetInnerHTML` tells
 * React not to hydrate the element's children, which the post-build makes the script's text.
 */
export function PageScript({ place }: { place: PageScriptPlace }) {
  if (!pageScripts()[place].length) return null;
  // eslint-disable-next-line @next/next/no-sync-scripts -- they must run before the first paint, as an inline script would
  return <script src={`/${PAGE_SCRIPT_DIR}/${PAGE_SCRIPT_FILES[place]}`} dangerouslySetInnerHTML={{ __html: '' }} />;
}
