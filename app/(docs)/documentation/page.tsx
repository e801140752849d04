import type { Metadata } from 'next';
import { ApiReference } from '@/components/docs/ApiReference';
import { DocsBrowser } from '@/components/docs/DocsBrowser';
import { JsonLd } from '@/components/seo/JsonLd';
import { Container } from '@/components/ui/Container';
import { getAllDocs, getApiReference, getHelpCenterContent, toSummary } from '@/lib/content/docs';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

const content = getHelpCenterContent();

export const metadata: Metadata = pageMetadata({
  title: content.title,
  description: content.description,
  path: pageLinks.documentation.href,
});

export default async function DocumentationPage() {
  const docs = getAllDocs().map(toSummary);
  const api = await getApiReference();
  return (
    <>
      <Container className="py-14 sm:py-16">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{content.eyebrow}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{content.title}</h1>
          <p className="mt-4 text-lg text-ink-muted">{content.intro}</p>
        </header>
        <div className="mt-12">
          <DocsBrowser docs={docs} search={content.search} />
        </div>
      </Container>
      <ApiReference api={api} labels={content.api} />
      <JsonLd data={breadcrumbJsonLd([{ name: content.title, path: pageLinks.documentation.href }])} />
    </>
  );
}
