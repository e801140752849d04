import { getDocSearchIndex } from '@/lib/content/docs';

export const dynamic = 'force-static';

/** The documentation search index, written to out/documentation/search-index.json at build time. */
export function GET() {
  return Response.json(getDocSearchIndex());
}
