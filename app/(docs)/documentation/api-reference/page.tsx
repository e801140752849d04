import type { Metadata } from 'next';
import { ApiReference } from '@/components/docs/ApiReference';
import { DocsReadingLayout } from '@/components/docs/DocsReadingLayout';
import { DocsSectionLinks } from '@/components/docs/DocsSectionLinks';
import { JsonLd } from '@/components/seo/JsonLd';
import { getApiNavigation, getApiReference, getHelpCenterContent } from '@/lib/content/docs';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const api = await getApiReference();
  return pageMetadata({ title: api.title, description: getHelpCenterContent().api.description, path: api.href });
}

/**
 * The full API reference in the docs' reading layout: base URL, authentication and every call; its
 * sidebar opens the API Reference group at these and at the errors-and-limits page. /documentation keeps a short API section at #api (the spec's link).
 */
export default async function ApiReferencePage() {
  const api = await getApiReference();
  const content = getHelpCenterContent();
  const documentation = pageLinks.documentation;
  return (
    <DocsReadingLayout
      navigation={getApiNavigation(api)}
      currentHref={api.href}
      sectionLinks={DocsSectionLinks}
      drawer={{ buttonLabel: content.article.menuLabel, closeLabel: content.article.menuCloseLabel }}
    >
      <ApiReference api={api} labels={content.api} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: documentation.title, path: documentation.href },
          { name: api.title, path: api.href },
        ])}
      />
    </DocsReadingLayout>
  );
}
