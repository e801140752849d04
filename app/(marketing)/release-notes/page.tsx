import type { Metadata } from 'next';
import { ReleaseKindFilter } from '@/components/content/ReleaseKindFilter';
import { ReleaseVersionIndex } from '@/components/content/ReleaseVersionIndex';
import { ReleaseEntry } from '@/components/content/ReleaseEntry';
import { RELEASE_KINDS_ATTRIBUTE } from '@/components/content/release-kind';
import { InlineScript } from '@/components/layout/InlineScript';
import { Icon } from '@/components/ui/Icon';
import { Hero } from '@/components/ui/Hero';
import { JsonLd } from '@/components/seo/JsonLd';
import { Container } from '@/components/ui/Container';
import { getReleaseNotesPageContent } from '@/lib/content/marketing';
import { getReleaseNotes, releaseKinds, releaseNoteSections } from '@/lib/content/release-notes';
import { openLinkedReleaseScript } from '@/lib/first-paint/linked-release';
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

/**
 * The newest release, open on arrival; the earlier ones folded to their headline and first changes, so every
 * release but the newest reads the same (two open, then folded ones, read as three states: outside review LLL).
 */
const OPEN_RELEASES = 1;

export default function ReleaseNotesPage() {
  const notes = getReleaseNotes();
  return (
    <>
      {/* Left, on the grid the version index and the releases keep below it, as a changelog reads. */}
      <Hero
        variant="detail"
        kicker={content.hero.eyebrow}
        title={content.hero.title}
        intro={content.hero.intro && <p>{content.hero.intro}</p>}
      >
        {/* The way to hear of each release, as one line under the intro (a card here pushed the newest release
            below the first screen: outside review): the feed's button, what it gives beside it. */}
        <p className="flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-ink-muted">
          <a
            href={releaseNotesFeedHref}
            className="inline-flex items-center gap-2 rounded-full bg-surface-raised px-4 py-2 font-semibold text-brand-700 ring-1 ring-line hover:text-brand-800"
          >
            <Icon name="feed" className="size-4" />
            {content.feedLabel}
          </a>
          <span>{content.feedNote}</span>
        </p>
      </Hero>
      <section aria-label="Releases" className="bg-surface pb-16 sm:pb-24">
        {/* The header's container and the site's grid: the version index starts under the logo, the releases beside it. */}
        <Container className="grid gap-8 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-12">
          {/* Only what the index shows: the client component's props are sent in the page's payload. */}
          <ReleaseVersionIndex releases={notes.map(({ version, displayDate }) => ({ version, displayDate }))} />
          <div className="min-w-0">
            <ReleaseKindFilter
              allLabel="All Changes"
              kinds={releaseNoteSections.map(([title, key]) => ({ key, title }))}
            />
            <ol className="mt-4 space-y-6">
              {notes.map((note, index) => (
                <li
                  key={note.version}
                  {...{
                    [RELEASE_KINDS_ATTRIBUTE]: releaseKinds(note)
                      .map(([, key]) => key)
                      .join(' '),
                  }}
                >
                  <ReleaseEntry
                    note={note}
                    latest={index === 0}
                    open={index < OPEN_RELEASES}
                    moreChanges={content.moreChanges}
                  />
                </li>
              ))}
            </ol>
            {/* After the releases, so a link to a folded one opens it before the browser scrolls there. */}
            <InlineScript scripts={[openLinkedReleaseScript]} />
          </div>
        </Container>
      </section>
      <JsonLd data={breadcrumbJsonLd([{ name: pageLinks.releaseNotes.title, path: pageLinks.releaseNotes.href }])} />
    </>
  );
}
