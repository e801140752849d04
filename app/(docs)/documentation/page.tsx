import type { Metadata } from 'next';
import { DocsApiSection } from '@/components/docs/DocsApiSection';
import { DocsBrowser } from '@/components/docs/DocsBrowser';
import {
  DocsCategoryTiles,
  DocsPopularLinks,
  DocsSearchHint,
  DocsSidebarLinks,
  DocsStartCard,
} from '@/components/docs/DocsLandingLinks';
import { JsonLd } from '@/components/seo/JsonLd';
import { Container } from '@/components/ui/Container';
import { Hero } from '@/components/ui/Hero';
import { getVendorPages } from '@/lib/content/vendors';
import { getAllDocs, getApiReference, getHelpCenterContent, getStartArticle, toSummary } from '@/lib/content/docs';
import { popularArticleSlugs, searchTexts } from '@/lib/search/content';
import { fillTemplate, formatCalendarDay } from '@/lib/content/schemas';
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
  const articles = getAllDocs();
  const docs = articles.map(toSummary);
  const lastUpdated = articles.map((doc) => doc.updated).reduce((latest, day) => (day > latest ? day : latest));
  const popular = popularArticleSlugs.flatMap((slug) =>
    docs.filter((doc) => doc.slug === slug).map(({ title }) => ({ title, href: docHref(slug) })),
  );
  const api = await getApiReference();
  const vendors = (await getVendorPages()).map(({ name, href }) => ({ title: name, href }));
  // The browser gets the lines of the article categories only; the tiles are rendered here.
  const { categories: lines } = content;
  const articleCategoryLines = {
    'getting-started': lines['getting-started'],
    'user-guide': lines['user-guide'],
    troubleshooting: lines.troubleshooting,
  };
  return (
    <>
      <Hero
        variant="document"
        width="default"
        title={content.title}
        intro={<p>{content.intro}</p>}
        note={
          <p data-docs-freshness>
            {fillTemplate(content.guides, { count: String(articles.length) })} · {content.article.updatedLabel}{' '}
            <time dateTime={lastUpdated}>{formatCalendarDay(lastUpdated)}</time>
          </p>
        }
        aside={
          <DocsStartCard
            label={content.start.label}
            checklist={content.start.checklist}
            doc={getStartArticle(content)}
          />
        }
      />
      <Container className="pb-12 sm:pb-14">
        <DocsBrowser
          docs={docs}
          popular={popular}
          search={{ ...content.search, hint: <DocsSearchHint {...content.search} /> }}
          categoryLines={articleCategoryLines}
          popularLinks={<DocsPopularLinks title={searchTexts.popularTitle} links={popular} />}
          categoryTiles={<DocsCategoryTiles lines={content.categories} vendors={vendors} />}
          sidebarLinks={<DocsSidebarLinks />}
          apiSection={<DocsApiSection api={api} labels={content.api} line={content.categories.api} />}
          apiCallIds={api.calls.map((call) => call.id)}
        />
      </Container>
      <JsonLd data={breadcrumbJsonLd([{ name: content.title, path: pageLinks.documentation.href }])} />
    </>
  );
}
