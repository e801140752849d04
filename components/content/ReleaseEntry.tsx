import { Icon } from '@/components/ui/Icon';
import { ReleaseVisual } from '@/components/marketing/visuals/ReleaseVisual';
import { Badge } from '@/components/ui/Badge';
import { fillTemplate } from '@/lib/content/schemas';
import { cn } from '@/lib/util/cn';
import { docHref } from '@/lib/site/routes';
import { releaseKinds, releaseNoteSections, type ReleaseNote } from '@/lib/content/release-notes';
import { RELEASE_FOLD_ATTRIBUTE, RELEASE_KIND_ATTRIBUTE } from './release-kind';

const sectionIcons = { newFeatures: 'sparkles', improvements: 'bolt', bugFixes: 'check' } as const;

type Kind = (typeof releaseNoteSections)[number][1];
export type ReleaseEntryText = { counts: Record<Kind, { one: string; other: string }>; showChanges: string };

const numberWords = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** "the new feature, three improvements and two bug fixes": how a person says what a fold holds. */
function changeList(note: ReleaseNote, counts: ReleaseEntryText['counts']) {
  const parts = releaseKinds(note).map(([, key]) => {
    const count = note[key].length;
    return count === 1 ? counts[key].one : `${numberWords[count] ?? count} ${counts[key].other}`;
  });
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0]!;
}

/** A kind's icon on its small tile: the latest release's section headings and the earlier ones' folds share it. */
function KindTile({ kind }: { kind: Kind }) {
  return (
    <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
      <Icon name={sectionIcons[kind]} className="size-4" />
    </span>
  );
}

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
          <h3 className="flex items-center gap-2 text-base font-semibold text-ink">
            <KindTile kind={key} />
            {title}
          </h3>
          <ul className="mt-3 space-y-2 pl-9 text-base leading-relaxed text-ink-muted">
            {note[key].map((item) => (
              <li key={item} className="list-disc marker:text-brand-300">
                {item}
              </li>
            ))}
          </ul>
          {note.visual?.shows === key && (
            <div className="mt-5 pl-9">
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
 * One release. One rule for every release, whatever its size: the newest reads in full, and every
 * earlier one is its headline and a fold that says what it holds ("See the new feature, three
 * improvements and two bug fixes"), its list in a native <details> (opens before hydration and
 * without JavaScript). Folding by size read as arbitrary (the outside review: 2.4.0 folded, 2.2.1
 * open). A release's picture follows the list of the change it shows, inside the fold for an
 * earlier release. The fold's line is a quiet bar led by the tiles of the kinds it holds, the latest
 * release's section icons: a bare text link under the headline read flat beside it (outside review).
 */
export function ReleaseEntry({ note, latest, text }: { note: ReleaseNote; latest: boolean; text: ReleaseEntryText }) {
  const folded = !latest;
  return (
    <article id={note.anchor} aria-labelledby={`${note.anchor}-title`} className="scroll-mt-24">
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
      <div
        className={cn('rounded-card border border-line bg-surface-raised p-5 shadow-sm', latest ? 'sm:p-8' : 'sm:p-6')}
      >
        {/* The release in a sentence, set as its headline: a scan reads what changed, not version numbers. */}
        <p className={cn('font-semibold tracking-tight text-pretty text-ink', latest ? 'text-xl' : 'text-lg')}>
          {note.summary}
        </p>
        {folded ? (
          <details className="group mt-4" {...{ [RELEASE_FOLD_ATTRIBUTE]: '' }}>
            <summary className="flex cursor-pointer list-none items-center gap-3 rounded-lg bg-surface-muted px-3 py-2.5 text-sm font-semibold text-ink hover:text-brand-700">
              <span aria-hidden="true" className="flex gap-1">
                {releaseKinds(note).map(([, key]) => (
                  <KindTile key={key} kind={key} />
                ))}
              </span>
              {fillTemplate(text.showChanges, { list: changeList(note, text.counts) })}
              <Icon name="chevronDown" className="ml-auto size-4 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <div className="mt-7">
              <ReleaseChanges note={note} />
            </div>
          </details>
        ) : (
          <div className="mt-6">
            <ReleaseChanges note={note} />
          </div>
        )}
      </div>
    </article>
  );
}
