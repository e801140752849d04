import type { Metadata } from 'next';
import { ApiReference } from '@/components/docs/ApiReference';
import { DocsBrowser } from '@/components/docs/DocsBrowser';
import { DocsCategoryTiles, DocsPopularLinks, DocsSidebarLinks } from '@/components/docs/DocsLandingLinks';
import views from '@/components/docs/DocsViews.module.css';
import { JsonLd } from '@/components/seo/JsonLd';
import { Container } from '@/components/ui/Container';
import { getAllDocs, getApiReference, getHelpCenterContent, toSummary } from '@/lib/content/docs';
import { popularArticleSlugs, searchTexts } from '@/lib/search/content';
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

/** The guides' view (the landing); the API reference is the other view, at #api (DocsViews.module.css). */
const GUIDES_ID = 'guides';

export default async function DocumentationPage() {
  const docs = getAllDocs().map(toSummary);
  const popular = popularArticleSlugs.flatMap((slug) =>
    docs.filter((doc) => doc.slug === slug).map(({ title }) => ({ title, href: docHref(slug) })),
  );
  const api = await getApiReference();
  // The browser gets the lines of the article categories only; the tiles are rendered here.
  const { categories: lines } = content;
  const articleCategoryLines = {
    'getting-started': lines['getting-started'],
    'user-guide': lines['user-guide'],
    troubleshooting: lines.troubleshooting,
  };
  return (
    <>
      <div id="docs-views" className={views.views}>
        <Container id={GUIDES_ID} className={`${views.guides} py-12 sm:py-14`}>
          <header className="max-w-3xl">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{content.eyebrow}</p>
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{content.title}</h1>
            <p className="mt-4 text-lg text-ink-muted">{content.intro}</p>
          </header>
          <div className="mt-10">
            <DocsBrowser
              docs={docs}
              popular={popular}
              search={content.search}
              categoryLines={articleCategoryLines}
              popularLinks={<DocsPopularLinks title={searchTexts.popularTitle} links={popular} />}
              categoryTiles={<DocsCategoryTiles lines={content.categories} />}
              sidebarLinks={<DocsSidebarLinks />}
              views={{ viewsId: 'docs-views', referenceId: 'api' }}
            />
          </div>
        </Container>
        <ApiReference api={api} labels={content.api} backHref={`#${GUIDES_ID}`} className={views.api} />
      </div>
      <JsonLd data={breadcrumbJsonLd([{ name: content.title, path: pageLinks.documentation.href }])} />
    </>
  );
}
