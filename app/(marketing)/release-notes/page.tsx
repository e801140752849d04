import type { Metadata } from 'next';
import { ReleaseKindFilter } from '@/components/content/ReleaseKindFilter';
import { RELEASE_KIND_ATTRIBUTE } from '@/components/content/release-kind';
import { Icon } from '@/components/ui/Icon';
import { ReleaseVisual } from '@/components/marketing/visuals/ReleaseVisual';
import { PageHero } from '@/components/marketing/PageHero';
import { JsonLd } from '@/components/seo/JsonLd';
import { Badge } from '@/components/ui/Badge';
import { Container } from '@/components/ui/Container';
import { getReleaseNotesPageContent } from '@/lib/content/marketing';
import { getReleaseNotes, releaseNoteSections } from '@/lib/content/release-notes';
import { releaseNotesFeedHref } from '@/lib/site/routes';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks, siteName } from '@/lib/site/site';

const content = getReleaseNotesPageContent();
const base = pageMetadata({ ...content.seo, path: pageLinks.releaseNotes.href });

export const metadata: Metadata = {
  ...base,
  alternates: {
    ...base.alternates,
    types: { 'application/atom+xml': [{ url: releaseNotesFeedHref, title: `${siteName} release notes` }] },
  },
};

const sectionIcons = { newFeatures: 'sparkles', improvements: 'bolt', bugFixes: 'check' } as const;

export default function ReleaseNotesPage() {
  const notes = getReleaseNotes();
  return (
    <>
      <PageHero {...content.hero}>
        <a
          href={releaseNotesFeedHref}
          className="inline-flex items-center gap-2 rounded-full bg-surface-raised px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-line hover:text-brand-800"
        >
          <Icon name="feed" className="size-4" />
          {content.feedLabel}
        </a>
      </PageHero>
      <section aria-label="Releases" className="bg-surface pb-16 sm:pb-24">
        <Container className="grid max-w-6xl gap-8 lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-12">
          {/*
           * Every version a jump away: a row of chips that scrolls sideways on a phone, a list that
           * stays in view beside the releases on a wide screen. Plain anchors, no script.
           */}
          <nav aria-label="Versions" className="min-w-0 lg:sticky lg:top-24 lg:self-start">
            <h2 className="sr-only">Versions</h2>
            <ul className="-mx-4 flex gap-2 overflow-x-auto scroll-fade-x px-4 pb-2 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:border-l lg:border-line lg:scroll-fade-none lg:px-0 lg:pb-0">
              {notes.map((note) => (
                <li key={note.version} className="shrink-0">
                  <a
                    href={`#${note.anchor}`}
                    className="block rounded-full bg-surface-raised px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-ink ring-1 ring-line hover:text-brand-700 lg:rounded-none lg:bg-transparent lg:px-4 lg:ring-0"
                  >
                    {note.version}
                    <span className="ml-2 font-normal text-ink-subtle lg:ml-0 lg:block lg:text-xs">
                      {note.displayDate}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="max-w-3xl min-w-0">
            <ReleaseKindFilter
              allLabel="All changes"
              kinds={releaseNoteSections.map(([title, key]) => ({ key, title }))}
            />
            <ol className="mt-8 space-y-12 sm:space-y-16">
              {notes.map((note, index) => (
                <li key={note.version}>
                  <article id={note.anchor} aria-labelledby={`${note.anchor}-title`}>
                    <header className="mb-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
                      <h2 id={`${note.anchor}-title`} className="text-2xl font-bold tracking-tight text-ink">
                        Version {note.version}
                      </h2>
                      <time dateTime={note.date} className="text-sm font-medium text-ink-muted">
                        {note.displayDate}
                      </time>
                      {index === 0 && <Badge tone="brand">Latest</Badge>}
                    </header>
                    <div className="rounded-card border border-line bg-surface-raised p-5 shadow-sm sm:p-8">
                      {/* The release in a sentence, set as its headline: a scan reads what changed, not version numbers. */}
                      <p className="text-xl font-semibold tracking-tight text-pretty text-ink">{note.summary}</p>
                      {note.visual && <ReleaseVisual visual={note.visual} />}
                      {releaseNoteSections.map(([title, key]) => (
                        <section
                          key={key}
                          aria-label={`${title} in ${note.version}`}
                          className="mt-7"
                          {...{ [RELEASE_KIND_ATTRIBUTE]: key }}
                        >
                          <h3 className="flex items-center gap-2 text-base font-semibold text-ink">
                            <span className="inline-flex size-7 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                              <Icon name={sectionIcons[key]} className="size-4" />
                            </span>
                            {title}
                          </h3>
                          <ul className="mt-3 space-y-2 pl-9 text-base leading-relaxed text-ink-muted">
                            {note[key].map((item) => (
                              <li key={item} className="list-disc marker:text-brand-300">
                                {item}
                              </li>
                            ))}
                          </ul>
                        </section>
                      ))}
                    </div>
                  </article>
                </li>
              ))}
            </ol>
          </div>
        </Container>
      </section>
      <JsonLd data={breadcrumbJsonLd([{ name: pageLinks.releaseNotes.title, path: pageLinks.releaseNotes.href }])} />
    </>
  );
}
