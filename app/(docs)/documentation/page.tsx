import type { Metadata } from 'next';
import { DocsBar } from '@/components/docs/DocsBar';
import { DocsApiSection } from '@/components/docs/DocsApiSection';
import { DocsBrowser, DocsCardsRow, DocsList, DocsSearchBox, DocsWhenAll } from '@/components/docs/DocsBrowser';
import {
  DocsCategoryLinks,
  DocsIntegrationsCard,
  DocsSearchHint,
  DocsStartCard,
} from '@/components/docs/DocsLandingLinks';
import { JsonLd } from '@/components/seo/JsonLd';
import { Container } from '@/components/ui/Container';
import { Hero } from '@/components/ui/Hero';
import { getVendorSummaries } from '@/lib/content/vendors';
import { getAllDocs, getApiReference, getHelpCenterContent, getStartArticle, toSummary } from '@/lib/content/docs';
import { popularArticleSlugs } from '@/lib/search/content';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { docHref } from '@/lib/site/routes';
import { pageLinks } from '@/lib/site/site';

const content = getHelpCenterContent();

export const metadata: Metadata = pageMetadata({
  title: content.title,
  description: content.description,
  path: pageLinks.documentation.href,
});

export default async function DocumentationPage() {
  // With each article's mark and reading time, which its card on the landing shows.
  const docs = getAllDocs().map((doc) => ({ ...toSummary(doc), icon: doc.icon, readingTime: doc.readingTime }));
  const popular = popularArticleSlugs.flatMap((slug) =>
    docs.filter((doc) => doc.slug === slug).map(({ title }) => ({ title, href: docHref(slug) })),
  );
  const api = await getApiReference();
  const vendors = await getVendorSummaries();
  // The browser gets the lines of the article categories only; the tiles are rendered here.
  const { categories: lines } = content;
  const articleCategoryLines = {
    'getting-started': lines['getting-started'],
    'user-guide': lines['user-guide'],
    troubleshooting: lines.troubleshooting,
  };
  const { browse } = content;
  // The hero leads with the search box and, beside it, the Quick Start card: the way in for a newcomer. Under
  // it the category filters, with Integrations and the API as links at their end, and the article cards, the
  // page's full width; then Integrations and the API on one row. No sidebar: beside the filters it named the
  // categories a second time, and it ended a screen above the cards' end, a blank column (outside reviews).
  return (
    <>
      {/* The docs' bar, the landing's tab marked; the hero's box below is its search. */}
      <DocsBar part="docs" current />
      <DocsBrowser
        docs={docs}
        popular={popular}
        search={content.search}
        categoryLines={articleCategoryLines}
        categoryLinks={<DocsCategoryLinks />}
        apiCallIds={api.calls.map((call) => call.id)}
      >
        <Hero
          variant="document"
          width="default"
          title={content.title}
          intro={<p>{content.intro}</p>}
          aside={
            <DocsStartCard
              label={content.start.label}
              line={content.start.line}
              checklist={content.start.checklist}
              doc={getStartArticle(content)}
            />
          }
        >
          <DocsSearchBox placeholder={content.search.placeholder} hint={<DocsSearchHint {...content.search} />} />
        </Hero>
        <Container className="pb-12 sm:pb-14">
          <DocsList />
          {/* Integrations and the API, the two categories with pages of their own, as one short row of two cards
              under the articles (the vendors' cards and the full-width API block made the landing long: an outside review). */}
          <DocsCardsRow className="mt-12 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <DocsWhenAll>
              <DocsIntegrationsCard
                line={content.categories.integrations}
                directoryLabel={browse.directory}
                requestLabel={browse.request}
                methodLabel={browse.byMethod}
                restrictedLabel={browse.restricted}
                vendors={vendors}
              />
            </DocsWhenAll>
            <DocsApiSection api={api} labels={content.api} line={content.categories.api} />
          </DocsCardsRow>
        </Container>
      </DocsBrowser>
      <JsonLd data={breadcrumbJsonLd([{ name: content.title, path: pageLinks.documentation.href }])} />
    </>
  );
}
