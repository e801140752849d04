import type { Metadata } from 'next';
import { ApiReference } from '@/components/docs/ApiReference';
import { JsonLd } from '@/components/seo/JsonLd';
import { getApiReference, getHelpCenterContent } from '@/lib/content/docs';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const api = await getApiReference();
  return pageMetadata({ title: api.title, description: getHelpCenterContent().api.description, path: api.href });
}

/** The full API reference; /documentation keeps a short API section at #api, where its back link leads. */
export default async function ApiReferencePage() {
  const api = await getApiReference();
  const documentation = pageLinks.documentation;
  return (
    <>
      <ApiReference api={api} labels={getHelpCenterContent().api} backHref={pageLinks.apiReference.href} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: documentation.title, path: documentation.href },
          { name: api.title, path: api.href },
        ])}
      />
    </>
  );
}
