import type { CSSProperties } from 'react';
import { Container } from '@/components/ui/Container';
import { Hero } from '@/components/ui/Hero';
import type { LegalPage } from '@/lib/content/legal';
import { Prose } from '@/components/ui/Prose';
import { mainContentId } from '@/components/layout/SkipLink';
import { LegalSummary } from './LegalSummary';
import { TableOfContents } from './TableOfContents';

const legalHeadings =
  '[data-legal-text] article h2{font-size:1.5rem;font-weight:700;letter-spacing:-.01em}' +
  // Each section's summary (lib/content/legal.ts) in the text's ink (the prose body's, set below), led by "In short:"
  // in bold, as a policy's own words set it: in muted grey with no label it read as placeholder text (outside review
  // BBBB), as a small blue capitalised label, as UI chrome (OOOO).
  '[data-in-short]{font-weight:700}';

/**
 * From 1280 px, in the site's column like every other page (a narrower centred column of its own began some 64 px
 * right of the header's logo: outside reviews SSS, TTT): the text at 42rem and 18 px, about 80 characters a line, at
 * the left edge, with the key facts and the contents in one column at the right edge, kept in view down the page,
 * 23rem where the row has room (at 18rem a gutter of some 250 px stood between it and the text at 1440 px: outside
 * reviews SSSS, UUUU, VVVV). The text is the page: at 36rem beside a column as wide as itself, half the page was the
 * sidebar and the text read as a long narrow strip (outside review). The facts one a row at that width. Below 1280 the sections at the left
 * and the facts over the text (the grid's classes; the side's wrapper leaves its two parts to the grid). A style of
 * the page's own, in its HTML, so the site's shared CSS carries nothing for it.
 */
const wideColumns =
  '[data-legal-side]{display:contents}' +
  // Below 640 px the text at 16 px (18 px there spent some 2,000 px more of a 10,000 px page: outside review TT);
  // below 1024 px the contents are a bar kept in view under the header (TableOfContents' disclosure), its list
  // scrolling within the screen, and a heading it leads to lands below the bar.
  '[data-legal-text] .prose{font-size:1rem;line-height:1.65}@media(min-width:40rem){[data-legal-text] .prose{font-size:1.125rem}}' +
  '[data-legal-bar] ul{max-height:60vh;overflow-y:auto}' +
  '@media(max-width:63.98rem){[data-legal-text] [id]{scroll-margin-top:8.5rem}}' +
  '@media(min-width:80rem){[data-legal-grid]{grid-template-columns:minmax(0,42rem) minmax(18rem,23rem);justify-content:space-between;column-gap:2.5rem}' +
  '[data-legal-grid]>[data-legal-text]{grid-area:1/1}[data-legal-side] section ul{grid-template-columns:none}' +
  '[data-legal-side]{display:flex;flex-direction:column;gap:2rem;grid-area:1/2;position:sticky;top:6rem;align-self:start}}';

export function LegalDocument({ page }: { page: LegalPage }) {
  // The document's own section on how it changes ("Changes to this policy", "Changes and contact").
  const changes = page.sections.find((section) => section.text.replace(/^\d+\.\s*/, '').startsWith('Changes'));
  return (
    <>
      <Hero
        variant="document"
        // The site's column, as every other page, the title under the header's logo.
        width="default"
        kicker="Legal"
        title={page.title}
        // What the document covers, then its date: the title alone left the hero's column empty.
        intro={
          <>
            <p>{page.description}</p>
            <p className="mt-3 text-base">
              {/* The date in ink, the line's lead: the date the text in force took effect, not small print. */}
              <span className="font-medium text-ink">
                Last updated:{' '}
                <time dateTime={new Date(`${page.lastUpdated} UTC`).toISOString().slice(0, 10)}>
                  {page.lastUpdated}
                </time>
              </span>
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
      <Container className="pt-4 pb-12 sm:pt-6 sm:pb-16" data-legal-body>
        {/*
         * On a phone the key facts, then the text under its contents bar. From lg the sections in a left column that
         * stays in view down the page, as the docs' and the release notes' indexes do, beside one reading
         * column: the key facts over the text, both in it. From 1280 px the facts and the sections together
         * beside the text, all in a centred column of the page's own (wideColumns).
         */}
        <style>{wideColumns}</style>
        <div className="grid gap-8 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-12" data-legal-grid>
          <div data-legal-side>
            <div className="max-w-3xl min-w-0 lg:col-start-2 lg:row-start-1">
              <LegalSummary summary={page.summary} />
            </div>
            {page.sections.length > 0 && (
              <div className="hidden lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:block">
                <div className="lg:sticky lg:top-24">
                  <TableOfContents headings={page.sections} idPrefix="legal-toc" readingLine={1 / 2} />
                </div>
              </div>
            )}
          </div>
          {/* A measure of about 80 characters at 18 px from 1280 px (wideColumns). */}
          <div className="max-w-3xl min-w-0 lg:col-start-2 lg:row-start-2" data-legal-text>
            {/* Below 1024 px the contents are a one-row bar at the text's head, kept in view under the header down the
                whole text (sticky in this column), that opens to the sections and closes on a pick: the open list ran a
                screen before the text, and the way back up was a long scroll (outside review TT). */}
            {page.sections.length > 0 && (
              <div className="sticky top-16 z-10 mb-6 rounded-card shadow-sm lg:hidden" data-legal-bar>
                <TableOfContents
                  headings={page.sections}
                  idPrefix="legal-bar"
                  collapsible
                  closeOnPick
                  readingLine={1 / 2}
                />
              </div>
            )}
            {/* Each section's heading a step above its summary line and the text (at 20 px over 18 px they read as one
                level: outside review EEE); the legal pages' own rule, so the site's CSS carries none of it. */}
            <style>{legalHeadings}</style>
            <article>
              {/* In the site's ink, for long reading: the muted grey of shorter prose, page after page, read as faint
                  (outside review); lines 1.65 apart, as prose's 1.75 at 18 px read as very loose (outside review). */}
              <Prose html={page.html} style={{ '--tw-prose-body': 'var(--color-ink)' } as CSSProperties} />
            </article>
            {/* The way back to the title and its key facts, at the end of a long text. */}
            <p className="mt-10 border-t border-line pt-6 text-sm">
              <a href={`#${mainContentId}`} className="font-semibold text-brand-700 hover:underline">
                Back to top <span aria-hidden="true">↑</span>
              </a>
            </p>
          </div>
        </div>
      </Container>
    </>
  );
}
