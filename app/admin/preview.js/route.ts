import { editorPreviewScript } from '@/lib/cms/editor-files';

export const dynamic = 'force-static';

/** The editor's previews in the site's look (lib/cms/editor-preview.js), with the values its placeholders take. */
export function GET() {
  return new Response(editorPreviewScript(), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
}
