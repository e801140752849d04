import type { Metadata } from 'next';
import { ReleaseKindFilter } from '@/components/content/ReleaseKindFilter';
import { ReleaseVersionIndex } from '@/components/content/ReleaseVersionIndex';
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
        {/* The header's container, so the version index starts under the logo. */}
        {/* The index and a reading-width column, centred as a pair so wide screens keep no empty third. */}
        <Container className="grid gap-8 lg:grid-cols-[13rem_minmax(0,48rem)] lg:justify-center lg:gap-12">
          {/* Only what the index shows: the client component's props are sent in the page's payload. */}
          <ReleaseVersionIndex
            releases={notes.map(({ version, displayDate, anchor }) => ({ version, displayDate, anchor }))}
          />
          <div className="min-w-0">
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
                      {index === 0 && <Badge tone="brand">Latest</Badge>}
                      {/* After the badge, so a phone keeps the badge beside the version and the date goes below. */}
                      <time dateTime={note.date} className="text-sm font-medium text-ink-muted">
                        {note.displayDate}
                      </time>
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
