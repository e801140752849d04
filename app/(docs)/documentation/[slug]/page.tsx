import type { Metadata } from 'next';
import { Link } from '@/components/ui/Link';
import { notFound } from 'next/navigation';
import { DocArticleBody } from '@/components/docs/DocArticleBody';
import { DocBreadcrumbs } from '@/components/docs/DocBreadcrumbs';
import { DocFeedback } from '@/components/docs/DocFeedback';
import { feedbackLabels } from '@/lib/docs/feedback';
import { CopyPageButton } from '@/components/docs/CopyPageButton';
import { DocPager } from '@/components/docs/DocPager';
import { DocsReadingLayout } from '@/components/docs/DocsReadingLayout';
import { TableOfContents } from '@/components/content/TableOfContents';
import { JsonLd } from '@/components/seo/JsonLd';
import { getDocBySlug, getDocSlugs, getDocsNavigation, getHelpCenterContent } from '@/lib/content/docs';
import { fillTemplate, formatCalendarDay } from '@/lib/content/schemas';
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
            <div className="sticky top-24">
              <TableOfContents headings={tocHeadings} idPrefix="toc-sidebar" />
            </div>
          )
        }
      >
        <article>
          <DocBreadcrumbs
            trail={[
              { name: documentation.title, href: documentation.href },
              { name: doc.categoryTitle, href: docCategoryHref(doc.category) },
              { name: doc.title },
            ]}
          />
          <header className="mt-6 border-b border-line pb-8">
            <h1 className="text-4xl font-bold tracking-tight text-balance">{doc.title}</h1>
            <p className="mt-3 text-lg text-ink-muted">{doc.description}</p>
            <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
              {/*
                  Each item carries its dot before it, and the row is shifted left by a dot's width and
                  clipped: the dot of whichever item starts a line, the first or a wrapped one, falls
                  outside and is not seen, so no line starts or ends on a separator. The dots are
                  generated content with empty alternative text, so they are not read out.
                */}
              <p className="overflow-hidden text-sm text-ink-subtle" data-meta-row>
                <span className="-ml-4 flex flex-wrap gap-y-1 *:before:inline-block *:before:w-4 *:before:text-center *:before:content-['·'_/_'']">
                  <span>{doc.categoryTitle}</span>
                  <span>{doc.readingTime}</span>
                  <span>
                    {text.updatedLabel} <time dateTime={doc.updated}>{formatCalendarDay(doc.updated)}</time>
                  </span>
                </span>
              </p>
              <div className="flex items-center gap-2">
                <CopyPageButton
                  source={docMarkdownHref(doc.slug)}
                  labels={{
                    copy: text.copyPage,
                    copied: text.copied,
                    copiedStatus: fillTemplate(text.copiedStatus, { title: doc.title }),
                    failedStatus: text.copyFailed,
                  }}
                />
              </div>
            </div>
          </header>
          {tocHeadings.length > 0 && (
            <div className="mt-8 xl:hidden">
              <TableOfContents headings={tocHeadings} idPrefix="toc-inline" />
            </div>
          )}
          <div className="mt-8">
            <DocArticleBody parts={doc.parts} />
          </div>

          {doc.related.length > 0 && (
            <nav aria-labelledby="related-title" className="mt-12 rounded-card border border-line bg-surface-muted p-6">
              <h2 id="related-title" className="text-base font-semibold">
                {text.relatedTitle}
              </h2>
              <ul className="mt-3 space-y-2">
                {doc.related.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                      {link.title}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link
                    href={documentation.href}
                    className="font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    {text.allDocsLabel}
                  </Link>
                </li>
              </ul>
            </nav>
          )}

          <DocFeedback page={doc.href} labels={feedbackLabels} />
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
