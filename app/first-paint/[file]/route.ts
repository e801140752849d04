import { PAGE_SCRIPT_FILES } from '@/lib/first-paint/config.mjs';
import { joinInlineScripts } from '@/lib/first-paint/inline-script';
import { pageScripts, type PageScriptPlace } from '@/lib/first-paint/page-scripts';

export const dynamic = 'force-static';
export const dynamicParams = false;

const places = Object.keys(PAGE_SCRIPT_FILES) as PageScriptPlace[];

/** The places that have scripts (the loader's is empty when FIRST_PAINT=off). */
const filled = () => places.filter((place) => pageScripts()[place].length);

export function generateStaticParams() {
  return filled().map((place) => ({ file: PAGE_SCRIPT_FILES[place] }));
}

/**
 * Every page's scripts of one place, as the file the root layout loads (components/layout/SiteDocument.tsx).
 * The post-build writes the text into each page and deletes these files (scripts/build/page-scripts.mjs).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const place = places.find((name) => PAGE_SCRIPT_FILES[name] === file);
  if (!place) return new Response('Not found', { status: 404 });
  return new Response(joinInlineScripts(pageScripts()[place]), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
}
