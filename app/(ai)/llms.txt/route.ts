import { getAllDocs } from '@/lib/content/docs';
import { llmsTxt } from '@/lib/docs/ai-files';

export const dynamic = 'force-static';

/** /llms.txt (llmstxt.org), written to out/ at build time. */
export function GET() {
  return new Response(llmsTxt(getAllDocs()), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
