import type { Metadata } from 'next';
import { DocsApiSection } from '@/components/docs/DocsApiSection';
import { DocsBrowser, DocsSearchBox } from '@/components/docs/DocsBrowser';
import { DocsCategoryTiles, DocsSearchHint, DocsSidebarLinks, DocsStartCard } from '@/components/docs/DocsLandingLinks';
import { JsonLd } from '@/components/seo/JsonLd';
import { Hero } from '@/components/ui/Hero';
import { getVendorPages } from '@/lib/content/vendors';
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
  const docs = getAllDocs().map(toSummary);
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
  // The search box in the hero under the intro, one way in for a newcomer beside it (the Quick Start card), then the categories: no line of popular articles
  // or count of guides besides, which repeated the lists below (the outside review: a busy landing).
  return (
    <>
      <DocsBrowser
        hero={
          <Hero
            variant="document"
            width="default"
            title={content.title}
            intro={<p>{content.intro}</p>}
            aside={
              <DocsStartCard
                label={content.start.label}
                checklist={content.start.checklist}
                doc={getStartArticle(content)}
              />
            }
          >
            <DocsSearchBox placeholder={content.search.placeholder} hint={<DocsSearchHint {...content.search} />} />
          </Hero>
        }
        docs={docs}
        popular={popular}
        search={content.search}
        categoryLines={articleCategoryLines}
        categoryTiles={<DocsCategoryTiles lines={content.categories} vendors={vendors} />}
        sidebarLinks={<DocsSidebarLinks />}
        apiSection={<DocsApiSection api={api} labels={content.api} line={content.categories.api} />}
        apiCallIds={api.calls.map((call) => call.id)}
      />
      <JsonLd data={breadcrumbJsonLd([{ name: content.title, path: pageLinks.documentation.href }])} />
    </>
  );
}
