import { buildSiteSearchIndex, packSiteSearchIndex } from '@/lib/search/build-index';

export const dynamic = 'force-static';

/** The site search's index, written to out/search-index.json at build time (lib/search/build-index.ts). */
export async function GET() {
  return Response.json(packSiteSearchIndex(await buildSiteSearchIndex()));
}
