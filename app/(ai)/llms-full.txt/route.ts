import { getAllDocs } from '@/lib/content/docs';
import { llmsFullTxt } from '@/lib/docs/ai-files';

export const dynamic = 'force-static';

/** /llms-full.txt: every article's Markdown in one file, written to out/ at build time. */
export function GET() {
  return new Response(llmsFullTxt(getAllDocs()), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
