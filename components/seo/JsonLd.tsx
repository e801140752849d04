import type { JsonLdObject } from '@/lib/seo/json-ld';
import { keepStructuredData } from '@/lib/seo/structured-data-files';
import { STRUCTURED_DATA_ATTRIBUTE } from '@/lib/seo/structured-data.config.mjs';

/** The JSON text of structured data; "<" is escaped so the text can never close the script. */
export const jsonLdText = (data: JsonLdObject | JsonLdObject[]) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * Structured data for search engines. A production build renders the script empty, keeps its text
 * aside and writes it in after the export (scripts/build/structured-data.mjs), as it does the inline
 * scripts: React never reads it, and rendered, its text was sent a second time in the page's RSC
 * payload (0.5 KB gzipped on /pricing, 0.1-0.2 KB elsewhere). An empty `__html` is what React
 * hydrates against, and it leaves the text that the build wrote.
 */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  const json = jsonLdText(data);
  if (process.env.NODE_ENV !== 'production')
    return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
  const keep = { [STRUCTURED_DATA_ATTRIBUTE]: keepStructuredData(json) };
  return <script type="application/ld+json" {...keep} dangerouslySetInnerHTML={{ __html: '' }} />;
}
