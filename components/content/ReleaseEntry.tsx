import { Icon } from '@/components/ui/Icon';
import { ReleaseVisual } from '@/components/marketing/visuals/ReleaseVisual';
import { Badge } from '@/components/ui/Badge';
import { fillTemplate } from '@/lib/content/schemas';
import { cn } from '@/lib/util/cn';
import { releaseNoteSections, type ReleaseNote } from '@/lib/content/release-notes';
import { RELEASE_COUNTS_ATTRIBUTE, RELEASE_FOLD_ATTRIBUTE, RELEASE_KIND_ATTRIBUTE } from './release-kind';

const sectionIcons = { newFeatures: 'sparkles', improvements: 'bolt', bugFixes: 'check' } as const;

type Kind = (typeof releaseNoteSections)[number][1];
export type ReleaseEntryText = { counts: Record<Kind, { one: string; other: string }>; showChanges: string };

/** The release's changes, kind by kind, each section marked for ReleaseKindFilter; `first` opens the column (no space above). */
function ReleaseChanges({ note, first = false }: { note: ReleaseNote; first?: boolean }) {
  return (
    <>
      {releaseNoteSections.map(([title, key], index) => (
        <section
          key={key}
          aria-label={`${title} in ${note.version}`}
          className={first && index === 0 ? undefined : 'mt-7'}
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
    </>
  );
}

/** A release's changes, and its picture (if it has one) beside them on a wide screen. */
function ChangesBesidePicture({ note, className }: { note: ReleaseNote; className: string }) {
  return (
    <div className={cn(className, note.visual && 'grid gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]')}>
      <div className="min-w-0">
        <ReleaseChanges note={note} first />
      </div>
      {note.visual && <ReleaseVisual visual={note.visual} className="self-start xl:sticky xl:top-24" />}
    </div>
  );
}

/**
 * One release. The newest in full; an earlier one as a changelog's line, its headline and how many
 * changes of each kind, with the list in a native <details> (open before hydration and without
 * JavaScript), so the page scans as Linear's or Stripe's changelog does instead of one long column.
 * A release's picture of what it changed stands beside its changes on a wide screen (below them on
 * a narrower one), inside the fold for an earlier release: a folded release stays a compact line,
 * with no picture beside a short list of counts.
 */
export function ReleaseEntry({ note, latest, text }: { note: ReleaseNote; latest: boolean; text: ReleaseEntryText }) {
  const total = releaseNoteSections.reduce((sum, [, key]) => sum + note[key].length, 0);
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
        {latest ? (
          <ChangesBesidePicture note={note} className="mt-6" />
        ) : (
          <>
            <ul
              className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-ink-muted"
              {...{ [RELEASE_COUNTS_ATTRIBUTE]: '' }}
            >
              {releaseNoteSections.map(([, key]) => (
                <li key={key} className="inline-flex items-center gap-1.5">
                  <Icon name={sectionIcons[key]} className="size-4 text-brand-600" />
                  {note[key].length} {text.counts[key][note[key].length === 1 ? 'one' : 'other']}
                </li>
              ))}
            </ul>
            <details className="group mt-5 border-t border-line pt-4" {...{ [RELEASE_FOLD_ATTRIBUTE]: '' }}>
              <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800">
                {fillTemplate(text.showChanges, { count: String(total) })}
                <Icon name="chevronDown" className="size-4 transition-transform group-open:rotate-180" />
              </summary>
              <ChangesBesidePicture note={note} className="mt-7" />
            </details>
          </>
        )}
      </div>
    </article>
  );
}
