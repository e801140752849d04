import type { Metadata } from 'next';
import { Icon } from '@/components/marketing/Icon';
import { PageHero } from '@/components/marketing/PageHero';
import { JsonLd } from '@/components/seo/JsonLd';
import { Badge } from '@/components/ui/Badge';
import { Container } from '@/components/ui/Container';
import { getReleaseNotesPageContent } from '@/lib/content/marketing';
import { getReleaseNotes, releaseNoteSections } from '@/lib/content/release-notes';
import { releaseNotesFeedHref } from '@/lib/routes';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks, siteName } from '@/lib/site';

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
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill="currentColor">
            <circle cx="4" cy="16" r="2" />
            <path d="M2 8.5a9.5 9.5 0 0 1 9.5 9.5h-2.5a7 7 0 0 0-7-7V8.5ZM2 3a15 15 0 0 1 15 15h-2.5A12.5 12.5 0 0 0 2 5.5V3Z" />
          </svg>
          {content.feedLabel}
        </a>
      </PageHero>
      <section aria-label="Releases" className="bg-surface pb-16 sm:pb-20">
        <Container size="prose">
          <ol className="space-y-10">
            {notes.map((note, index) => (
              <li key={note.version}>
                <article
                  id={note.anchor}
                  aria-labelledby={`${note.anchor}-title`}
                  className="rounded-card border border-line bg-surface-raised p-6 shadow-sm sm:p-8"
                >
                  <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
                    <h2 id={`${note.anchor}-title`} className="text-2xl font-bold text-ink">
                      Version {note.version}
                    </h2>
                    {index === 0 && <Badge tone="brand">Latest</Badge>}
                    <time
                      dateTime={note.date}
                      className="w-full text-sm font-medium text-ink-muted sm:ml-auto sm:w-auto"
                    >
                      {note.displayDate}
                    </time>
                  </header>
                  <p className="mt-3 text-ink-muted">{note.summary}</p>
                  {releaseNoteSections.map(([title, key]) => (
                    <section key={key} aria-label={`${title} in ${note.version}`} className="mt-6">
                      <h3 className="flex items-center gap-2 text-base font-semibold text-ink">
                        <Icon name={sectionIcons[key]} className="size-5 text-brand-600" />
                        {title}
                      </h3>
                      <ul className="mt-3 list-disc space-y-2 pl-6 text-sm leading-6 text-ink-muted marker:text-brand-300">
                        {note[key].map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </section>
                  ))}
                </article>
              </li>
            ))}
          </ol>
        </Container>
      </section>
      <JsonLd data={breadcrumbJsonLd([{ name: pageLinks.releaseNotes.title, path: pageLinks.releaseNotes.href }])} />
    </>
  );
}
