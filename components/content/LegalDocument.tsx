import type { CSSProperties } from 'react';
import { Container } from '@/components/ui/Container';
import { Hero } from '@/components/ui/Hero';
import type { LegalPage } from '@/lib/content/legal';
import { Prose } from '@/components/ui/Prose';
import { LegalSummary } from './LegalSummary';
import { TableOfContents } from './TableOfContents';

export function LegalDocument({ page }: { page: LegalPage }) {
  // The document's own section on how it changes ("Changes to this policy", "Changes and contact").
  const changes = page.sections.find((section) => section.text.replace(/^\d+\.\s*/, '').startsWith('Changes'));
  return (
    <>
      <Hero
        variant="document"
        // The site's column, as every other page: the title starts under the header's logo.
        width="default"
        kicker="Legal"
        title={page.title}
        // What the document covers, then its date: the title alone left the hero's column empty.
        intro={
          <>
            <p>{page.description}</p>
            <p className="mt-3 text-base">
              Last updated:{' '}
              <time dateTime={new Date(`${page.lastUpdated} UTC`).toISOString().slice(0, 10)}>{page.lastUpdated}</time>
              {/* An old date reads as neglect unless it says why: nothing has changed, and a change moves it. */}
              {changes && (
                <>
                  {' · '}
                  <a href={`#${changes.id}`} className="underline underline-offset-2 hover:text-ink">
                    How we announce changes
                  </a>
                </>
              )}
            </p>
          </>
        }
      />
      {/* Close under the hero: its bottom padding already parts the two, and a second band of space read as a gap. */}
      <Container className="pt-4 pb-12 sm:pt-6 sm:pb-16">
        {/*
         * The text's column starts at the container's edge, under the logo and the title; from lg a side
         * column holds the summary card, level with the text's first line, and under it the sections,
         * which stay in view (at lg a narrower column: so wide a one would squeeze the text). Beside the
         * title, the tall card left dead space under the date (outside review). From 1280 px the side
         * column takes the width the text's measure leaves, close beside the text, and the card and the
         * sections stay in view together down the page (a wide gap, then a column empty under its top,
         * beside the long text: outside review).
         */}
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-12 xl:grid-cols-[minmax(0,42rem)_minmax(0,1fr)] xl:gap-16">
          {/* At lg a column as tall as the text, so the contents under the card stay in view down the page (they scrolled away: outside review). */}
          <aside className="lg:col-start-2 lg:row-start-1 lg:flex lg:flex-col xl:block">
            <div className="flex-1 space-y-6 xl:sticky xl:top-24">
              <LegalSummary summary={page.summary} />
              {page.sections.length > 0 && (
                <div className="lg:sticky lg:top-24">
                  <TableOfContents headings={page.sections} idPrefix="legal-toc" />
                </div>
              )}
            </div>
          </aside>
          {/* A measure of about 75 characters, as a contract is comfortable to read. */}
          <article className="max-w-2xl min-w-0 lg:col-start-1 lg:row-start-1">
            {/* In the site's ink at 17 px, for long reading: the muted grey of shorter prose, page after page, read as faint (outside review). */}
            <Prose
              html={page.html}
              style={{ '--tw-prose-body': 'var(--color-ink)', fontSize: '1.0625rem' } as CSSProperties}
            />
          </article>
        </div>
      </Container>
    </>
  );
}
