import { joinInlineScripts } from '@/lib/first-paint/inline-script';
import { pageScripts } from '@/lib/first-paint/page-scripts';

export const dynamic = 'force-static';

/**
 * Every page's inline scripts by place, for the post-build step that writes them into the pages
 * (scripts/build/page-scripts.mjs) and then deletes this file. Written by the build rather than
 * rendered by the layout, so they are not sent a second time inside React's payload.
 */
export function GET() {
  const { head, bodyStart, bodyEnd } = pageScripts();
  return Response.json({
    head: joinInlineScripts(head),
    bodyStart: joinInlineScripts(bodyStart),
    bodyEnd: joinInlineScripts(bodyEnd),
  });
}
