import type { Metadata } from 'next';
import { ApiGuide } from '@/components/docs/ApiGuide';
import { DocBreadcrumbs } from '@/components/docs/DocBreadcrumbs';
import { DocsReadingLayout } from '@/components/docs/DocsReadingLayout';
import { DocsSectionLinks } from '@/components/docs/DocsSectionLinks';
import { JsonLd } from '@/components/seo/JsonLd';
import { getApiNavigation, getApiReference, getHelpCenterContent } from '@/lib/content/docs';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const { limits } = await getApiReference();
  return pageMetadata({ title: limits.title, description: limits.description, path: limits.href });
}

/** The API reference's second page: errors, pagination and rate limits, in the reference's layout. */
export default async function ApiLimitsPage() {
  const api = await getApiReference();
  const { limits } = api;
  const text = getHelpCenterContent().article;
  const trail = [
    { name: pageLinks.documentation.title, href: pageLinks.documentation.href },
    { name: api.title, href: api.href },
    { name: limits.title },
  ];
  return (
    <DocsReadingLayout
      navigation={getApiNavigation(api)}
      currentHref={limits.href}
      sectionLinks={DocsSectionLinks}
      drawer={{ buttonLabel: text.menuLabel, closeLabel: text.menuCloseLabel }}
    >
      <article>
        <DocBreadcrumbs trail={trail} />
        <header className="mt-6 border-b border-line pb-8">
          <h1 className="text-4xl font-bold tracking-tight text-balance">{limits.title}</h1>
          <p className="mt-3 text-lg text-ink-muted">{limits.description}</p>
        </header>
        <ApiGuide guide={limits.guide} />
      </article>
      <JsonLd data={breadcrumbJsonLd(trail.map((crumb) => ({ name: crumb.name, path: crumb.href ?? limits.href })))} />
    </DocsReadingLayout>
  );
}
