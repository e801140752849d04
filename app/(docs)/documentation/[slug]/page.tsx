import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocArticleBody } from '@/components/docs/DocArticleBody';
import { DocBreadcrumbs } from '@/components/docs/DocBreadcrumbs';
import { DocFeedback } from '@/components/docs/DocFeedback';
import { feedbackLabels } from '@/lib/docs/feedback';
import { DocArticleHeader } from '@/components/docs/DocArticleHeader';
import { DocPager } from '@/components/docs/DocPager';
import { DocRelatedLinks } from '@/components/docs/DocRelatedLinks';
import { DocsReadingLayout } from '@/components/docs/DocsReadingLayout';
import { TableOfContents } from '@/components/content/TableOfContents';
import { JsonLd } from '@/components/seo/JsonLd';
import { Link } from '@/components/ui/Link';
import { textLinkClasses } from '@/components/ui/TextLink';
import { cn } from '@/lib/util/cn';
import { getDocBySlug, getDocSlugs, getDocsNavigation, getHelpCenterContent } from '@/lib/content/docs';
import { docCategoryHref, docMarkdownHref } from '@/lib/site/routes';
import { breadcrumbJsonLd, techArticleJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getDocSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doc = await getDocBySlug((await params).slug);
  if (!doc) return {};
  const metadata = pageMetadata({ title: doc.title, description: doc.description, path: doc.href, type: 'article' });
  // The Markdown twin, for tools that look for one.
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'text/markdown': docMarkdownHref(doc.slug) } },
  };
}

export default async function DocArticlePage({ params }: Props) {
  const doc = await getDocBySlug((await params).slug);
  if (!doc) notFound();
  const documentation = pageLinks.documentation;
  const text = getHelpCenterContent().article;
  const tocHeadings = doc.headings.filter((heading) => heading.depth === 2 || heading.depth === 3);

  return (
    <>
      <DocsReadingLayout
        navigation={getDocsNavigation()}
        currentHref={doc.href}
        drawer={{ buttonLabel: text.menuLabel, closeLabel: text.menuCloseLabel }}
        aside={
          tocHeadings.length > 0 && (
            // 13 px in the rail, so a long heading takes two lines, not three (an outside review).
            <div className="sticky top-24 text-[0.8125rem]">
              <TableOfContents headings={tocHeadings} idPrefix="toc-sidebar" />
            </div>
          )
        }
      >
        {/* One measure for the whole article: its text, tables, figures, calculators and feedback
            share one right edge (tables a text's width beside wider figures read ragged: outside reviews).
            From 768 px to the sidebar's 1024 the column's whole width, 48rem at most: at 42rem a tablet's
            article stopped 72 px short of its right gutter, 24 px from its left (outside review FFFFFF);
            from 1280 px the grid's middle column holds it to 42rem. */}
        <article className="max-w-2xl md:max-w-3xl">
          <DocBreadcrumbs
            trail={[
              { name: documentation.title, href: documentation.href },
              { name: doc.categoryTitle, href: docCategoryHref(doc.category) },
              { name: doc.title },
            ]}
          />
          <DocArticleHeader doc={doc} text={text} />
          {tocHeadings.length > 0 && (
            <div className="mt-6 xl:hidden">
              <TableOfContents headings={tocHeadings} idPrefix="toc-inline" collapsible />
            </div>
          )}
          <div className="mt-8">
            <DocArticleBody parts={doc.parts} />
          </div>

          <DocRelatedLinks related={doc.related} text={text} allDocsHref={documentation.href} />

          <DocFeedback
            page={doc.href}
            labels={feedbackLabels}
            help={
              <p>
                {feedbackLabels.help.text}{' '}
                <Link href={pageLinks.contact.href} className={cn('font-semibold', textLinkClasses)}>
                  {feedbackLabels.help.link}
                </Link>
              </p>
            }
          />
          <DocPager previous={doc.previous} next={doc.next} />
        </article>
        <JsonLd
          data={[
            techArticleJsonLd({
              title: doc.title,
              description: doc.description,
              path: doc.href,
              section: doc.categoryTitle,
              words: doc.words,
              updated: doc.updated,
            }),
            breadcrumbJsonLd([
              { name: documentation.title, path: documentation.href },
              { name: doc.categoryTitle, path: docCategoryHref(doc.category) },
              { name: doc.title, path: doc.href },
            ]),
          ]}
        />
      </DocsReadingLayout>
    </>
  );
}
