import { getAllDocs, getApiReference, getHelpCenterContent } from '@/lib/content/docs';
import { llmsTxt } from '@/lib/docs/ai-files';

export const dynamic = 'force-static';

/** /llms.txt (llmstxt.org), written to out/ at build time. */
export async function GET() {
  const api = await getApiReference();
  const reference = { title: api.title, href: api.href, description: getHelpCenterContent().api.description };
  return new Response(llmsTxt(getAllDocs(), reference, api.limits), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
