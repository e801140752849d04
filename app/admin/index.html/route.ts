import { editorPage } from '@/lib/cms/editor-page';

export const dynamic = 'force-static';

/** The editor at /admin: its own small page, none of the site's layout, scripts or weight. */
export function GET() {
  return new Response(editorPage(), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
