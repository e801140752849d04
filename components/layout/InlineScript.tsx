import { joinInlineScripts, type InlineScript as Script } from '@/lib/first-paint/inline-script';

/**
 * Renders inline scripts made from typed functions (lib/first-paint/), run in order; nothing for an
 * empty list. The build hashes the element's text into the page's CSP.
 */
export function InlineScript({ scripts }: { scripts: readonly Script[] }) {
  if (!scripts.length) return null;
  return <script dangerouslySetInnerHTML={{ __html: joinInlineScripts(scripts) }} />;
}
