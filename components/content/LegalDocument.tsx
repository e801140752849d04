import { Container } from '@/components/ui/Container';
import { Hero } from '@/components/ui/Hero';
import type { LegalPage } from '@/lib/content/legal';
import { Prose } from '@/components/ui/Prose';
import { LegalSummary } from './LegalSummary';
import { TableOfContents } from './TableOfContents';

export function LegalDocument({ page }: { page: LegalPage }) {
  return (
    <>
      <Hero
        variant="document"
        // In the document's column, so the title does not sit alone at the page's left edge.
        width="narrow"
        kicker="Legal"
        title={page.title}
        // What the document covers, then its date: the title alone left the hero's column empty.
        intro={
          <>
            <p>{page.description}</p>
            <p className="mt-3 text-base">
              Last updated:{' '}
              <time dateTime={new Date(`${page.lastUpdated} UTC`).toISOString().slice(0, 10)}>{page.lastUpdated}</time>
            </p>
          </>
        }
        aside={<LegalSummary summary={page.summary} />}
      />
      <Container size="narrow" className="py-12 sm:py-16">
        {/* On wide screens the sections stay in view beside the text, as in the documentation. */}
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-14">
          {page.sections.length > 0 && (
            <aside className="lg:col-start-2 lg:row-start-1">
              <div className="lg:sticky lg:top-24">
                <TableOfContents headings={page.sections} idPrefix="legal-toc" />
              </div>
            </aside>
          )}
          {/* A measure of about 75 characters, as a contract is comfortable to read. */}
          <article className="max-w-2xl min-w-0 lg:col-start-1 lg:row-start-1">
            <Prose html={page.html} />
          </article>
        </div>
      </Container>
    </>
  );
}
