import type { Metadata } from 'next';
import { Link } from '@/components/ui/Link';
import { notFound } from 'next/navigation';
import { DocArticleBody } from '@/components/docs/DocArticleBody';
import { DocBreadcrumbs } from '@/components/docs/DocBreadcrumbs';
import { DocPager } from '@/components/docs/DocPager';
import { TableOfContents } from '@/components/docs/TableOfContents';
import { JsonLd } from '@/components/seo/JsonLd';
import { Container } from '@/components/ui/Container';
import { getDocBySlug, getDocSlugs, getHelpCenterContent } from '@/lib/content/docs';
import { fillTemplate } from '@/lib/content/schemas';
import { docCategoryHref } from '@/lib/routes';
import { breadcrumbJsonLd, techArticleJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getDocSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doc = await getDocBySlug((await params).slug);
  if (!doc) return {};
  return pageMetadata({ title: doc.title, description: doc.description, path: doc.href, type: 'article' });
}

export default async function DocArticlePage({ params }: Props) {
  const doc = await getDocBySlug((await params).slug);
  if (!doc) notFound();
  const documentation = pageLinks.documentation;
  const text = getHelpCenterContent().article;
  const tocHeadings = doc.headings.filter((heading) => heading.depth === 2 || heading.depth === 3);

  return (
    <Container className="py-10 sm:py-14">
      <DocBreadcrumbs
        trail={[
          { name: documentation.title, href: documentation.href },
          { name: doc.categoryTitle, href: docCategoryHref(doc.category) },
          { name: doc.title },
        ]}
      />
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_15rem] xl:gap-16">
        {tocHeadings.length > 0 && (
          <aside className="hidden lg:col-start-2 lg:row-start-1 lg:block">
            <div className="sticky top-24">
              <TableOfContents headings={tocHeadings} idPrefix="toc-sidebar" />
            </div>
          </aside>
        )}
        <article className="min-w-0 lg:col-start-1 lg:row-start-1">
          <header className="border-b border-line pb-8">
            <h1 className="text-4xl font-bold tracking-tight text-balance">{doc.title}</h1>
            <p className="mt-3 text-lg text-ink-muted">{doc.description}</p>
            <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-ink-subtle">
              <span>{doc.categoryTitle}</span>
              <span aria-hidden="true">·</span>
              <span>{doc.readingTime}</span>
            </p>
          </header>
          {tocHeadings.length > 0 && (
            <div className="mt-8 lg:hidden">
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

          <DocPager previous={doc.previous} next={doc.next} />
          <p className="mt-8 text-sm text-ink-muted">
            {fillTemplate(text.question, { topic: doc.title.toLowerCase() })}{' '}
            <Link href={pageLinks.contact.href} className="font-semibold text-brand-700 underline underline-offset-2">
              {text.questionLink}
            </Link>
            .
          </p>
        </article>
      </div>
      <JsonLd
        data={[
          techArticleJsonLd({
            title: doc.title,
            description: doc.description,
            path: doc.href,
            section: doc.categoryTitle,
            words: doc.words,
          }),
          breadcrumbJsonLd([
            { name: documentation.title, path: documentation.href },
            { name: doc.categoryTitle, path: docCategoryHref(doc.category) },
            { name: doc.title, path: doc.href },
          ]),
        ]}
      />
    </Container>
  );
}
