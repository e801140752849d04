import type { JsonLdObject } from '@/lib/seo/json-ld';

/** Structured data for search engines; "<" is escaped so the text can never close the script. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
