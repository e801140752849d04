import type { Metadata } from 'next';
import { ApiReference } from '@/components/docs/ApiReference';
import { DocsBrowser } from '@/components/docs/DocsBrowser';
import { JsonLd } from '@/components/seo/JsonLd';
import { Container } from '@/components/ui/Container';
import { getAllDocs, getApiReference, toSummary } from '@/lib/content/docs';
import { breadcrumbJsonLd, pageMetadata } from '@/lib/seo';
import { pageLinks } from '@/lib/site';

const title = 'Documentation';
const description =
  'Guides for connecting your Shopify store, adding vendors, syncing products, inventory and orders, troubleshooting, and the Linkwell API reference.';

export const metadata: Metadata = pageMetadata({ title, description, path: pageLinks.documentation.href });

export default async function DocumentationPage() {
  const docs = getAllDocs().map(toSummary);
  const api = await getApiReference();
  return (
    <>
      <Container className="py-14 sm:py-16">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Help center</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          <p className="mt-4 text-lg text-ink-muted">
            Everything you need to connect your store, set up your vendors and keep products, stock, prices and orders in sync.
            New here? Start with the Quick Start Guide.
          </p>
        </header>
        <div className="mt-12">
          <DocsBrowser docs={docs} />
        </div>
      </Container>
      <ApiReference api={api} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: pageLinks.home.title, path: pageLinks.home.href },
          { name: title, path: pageLinks.documentation.href },
        ])}
      />
    </>
  );
}
