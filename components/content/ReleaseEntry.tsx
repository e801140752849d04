import { Icon } from '@/components/ui/Icon';
import { ReleaseVisual } from '@/components/marketing/visuals/ReleaseVisual';
import { Badge } from '@/components/ui/Badge';
import { cn } from '@/lib/util/cn';
import { docHref } from '@/lib/site/routes';
import { releaseKinds, type ReleaseNote } from '@/lib/content/release-notes';
import { RELEASE_KIND_ATTRIBUTE } from './release-kind';

const sectionIcons = { newFeatures: 'sparkles', improvements: 'bolt', bugFixes: 'check' } as const;

/** The release's changes, kind by kind (only the kinds it has), each section marked for ReleaseKindFilter. */
function ReleaseChanges({ note }: { note: ReleaseNote }) {
  return (
    <>
      {releaseKinds(note).map(([title, key], index) => (
        <section
          key={key}
          aria-label={`${title} in ${note.version}`}
          className={index === 0 ? undefined : 'mt-7'}
          {...{ [RELEASE_KIND_ATTRIBUTE]: key }}
        >
          {/* The kind's icon bare, not on a tile: tiles inside the release's box inside the page read heavy (outside review). */}
          <h3 className="flex items-center gap-2 text-base font-semibold text-ink">
            <Icon name={sectionIcons[key]} className="size-5 text-brand-600" />
            {title}
          </h3>
          <ul className="mt-2 space-y-2 pl-7 text-base leading-relaxed text-ink-muted">
            {note[key].map((item) => (
              <li key={item} className="list-disc marker:text-brand-300">
                {item}
              </li>
            ))}
          </ul>
          {note.visual?.shows === key && (
            <div className="mt-5 pl-7">
              <ReleaseVisual
                visual={note.visual}
                doc={{ label: note.visual.doc.label, href: docHref(note.visual.doc.slug) }}
              />
            </div>
          )}
        </section>
      ))}
    </>
  );
}

/**
 * One release, read in full whatever its age: its headline (the release in a sentence), then its
 * changes kind by kind, each picture under the change it shows. Earlier releases folded to their
 * headline and a "See the..." line, which readers missed (outside review); the version index beside
 * the list and the kind filter above it keep a long page easy to move through. The newest is set a
 * size larger, as the one most readers came for. Open on the page, a rule between releases, as
 * Linear's changelog reads: each release in a box, with tiles in it, was boxes in boxes (outside review).
 */
export function ReleaseEntry({ note, latest }: { note: ReleaseNote; latest: boolean }) {
  return (
    <article id={note.anchor} aria-labelledby={`${note.anchor}-title`} className="scroll-mt-24 py-10">
      <header className="mb-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={`${note.anchor}-title`} className="text-2xl font-bold tracking-tight text-ink">
          Version {note.version}
        </h2>
        {latest && <Badge tone="brand">Latest</Badge>}
        {/* After the badge, so a phone keeps the badge beside the version and the date goes below. */}
        <time dateTime={note.date} className="text-sm font-medium text-ink-muted">
          {note.displayDate}
        </time>
      </header>
      <div>
        {/* The release in a sentence, set as its headline: a scan reads what changed, not version numbers. */}
        <p className={cn('font-semibold tracking-tight text-pretty text-ink', latest ? 'text-xl' : 'text-lg')}>
          {note.summary}
        </p>
        <div className="mt-6">
          <ReleaseChanges note={note} />
        </div>
      </div>
    </article>
  );
}
