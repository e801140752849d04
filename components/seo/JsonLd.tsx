import type { JsonLdObject } from '@/lib/seo/json-ld';

/** The JSON text of structured data; "<" is escaped so the text can never close the script. */
export const jsonLdText = (data: JsonLdObject | JsonLdObject[]) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * Structured data for search engines, rendered whole, so `next build` alone ships it. React never
 * reads it again: the post-build drops its second copy from the page's RSC payload
 * (scripts/build/structured-data.mjs; 0.5 KB gzipped on /pricing, 0.1-0.2 KB elsewhere).
 */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
