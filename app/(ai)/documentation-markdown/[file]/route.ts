import { getAllDocs } from '@/lib/content/docs';
import { docMarkdown } from '@/lib/docs/ai-files';

export const dynamic = 'force-static';
export const dynamicParams = false;

/**
 * Each article's Markdown twin, exported as out/documentation-markdown/<slug>.md. A route cannot
 * sit beside the article page's [slug] segment, so the post-build step (scripts/build/markdown-twins.mjs)
 * moves these files to out/documentation/<slug>.md, their public address.
 */
export function generateStaticParams() {
  return getAllDocs().map((doc) => ({ file: `${doc.slug}.md` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const doc = getAllDocs().find((entry) => `${entry.slug}.md` === file);
  if (!doc) return new Response('Not found', { status: 404 });
  return new Response(docMarkdown(doc), { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
}
