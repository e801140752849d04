import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { ReleaseVisual } from '@/components/marketing/visuals/ReleaseVisual';
import { Badge } from '@/components/ui/Badge';
import { cn } from '@/lib/util/cn';
import { fillTemplate } from '@/lib/content/schemas';
import { docHref } from '@/lib/site/routes';
import {
  releaseChangeCount,
  releaseChangeTotal,
  releaseHighlights,
  releaseKinds,
  type ReleaseNote,
} from '@/lib/content/release-notes';
import { RELEASE_KIND_ATTRIBUTE } from './release-kind';

const sectionIcons = { newFeatures: 'sparkles', improvements: 'bolt', bugFixes: 'check' } as const;

/** Under a folded release's highlights, the way to the rest: content/marketing/release-notes.md's moreChanges. */
type MoreChangesText = { one: string; other: string };

/**
 * The release's changes, kind by kind (only the kinds it has; `from` and `to` pick some of them, in page order), each
 * section marked for ReleaseKindFilter.
 */
function ReleaseChanges({ note, from = 0, to }: { note: ReleaseNote; from?: number; to?: number }) {
  return (
    <>
      {releaseKinds(note)
        .slice(from, to)
        .map(([title, key], index) => (
          <section key={key} className={index === 0 ? undefined : 'mt-8'} {...{ [RELEASE_KIND_ATTRIBUTE]: key }}>
            {/* The kind's icon bare, not on a tile: tiles inside the release's box inside the page read heavy (outside review). */}
            <h3 className="flex items-center gap-2 text-base font-semibold text-ink">
              <Icon name={sectionIcons[key]} className="size-5 text-brand-600" />
              {title}
            </h3>
            {/* In the ink of the text: the muted grey read faint for the page's body (outside review QQQ). */}
            <ul className="mt-3 space-y-3 pl-7 text-base leading-relaxed text-ink">
              {/* Keyed by place, not by text: a static list, and its text as a key was sent twice in the page's payload. */}
              {note[key].map((item, index) => (
                <li key={index} className="list-disc marker:text-brand-500">
                  {item}
                </li>
              ))}
            </ul>
          </section>
        ))}
    </>
  );
}

/**
 * One release: its header (version, date, and the release in a sentence, set as its headline) as the
 * summary of a native disclosure, its changes kind by kind inside. The newest releases (`open`) are shown
 * open, the earlier ones folded to that headline, so the page reads as a list of releases, not one
 * long run of bullets (outside review); a link to a version opens it (openLinkedRelease). Native, so
 * it opens and closes before hydration, with no JavaScript. Its picture in one place and one size
 * whatever it shows, folded or open: under its text, then from 1280 px in a column of its own beside
 * it, the newest's beside its headline and first kind of change with its other kinds under both (set
 * in the list it floated at odd sizes and places: outside review); marked with the kind it
 * shows, so the kind filter hides it with that kind. The newest is set a size larger. Each release is a
 * card of its own, its counts kind by kind with each kind's mark, so a folded one reads as a whole entry
 * at a glance, not a line under a rule (folded rows left the page looking half empty: outside review).
 */
export function ReleaseEntry({
  note,
  latest,
  open,
  moreChanges,
}: {
  note: ReleaseNote;
  latest: boolean;
  open: boolean;
  moreChanges: MoreChangesText;
}) {
  const more = open ? 0 : releaseChangeTotal(note) - releaseHighlights(note).length;
  // Folded, a release whose every change shows (a fix release of one or two) has nothing to open: a plain card, no
  // chevron. A chevron that opened onto the same changes read as a second pattern beside "And N more" (outside review GGGG).
  const whole = !open && more === 0;
  const headline = (
    <div className="min-w-0 flex-1">
      {/* One arrangement for every release at every width: the version on its line, the date on the next, the
          newest's Latest after its date (beside the version it pushed the date below on a phone while
          the others kept theirs beside: outside review KK). The page's one Latest: the index has none. */}
      <header className="mb-3 pr-12">
        <h2 id={`${note.anchor}-title`} className="text-2xl font-bold tracking-tight text-ink">
          {`Version ${note.version}`}
        </h2>
        <div className="mt-1 flex items-center gap-3 text-sm font-medium text-ink-muted">
          <time dateTime={note.date}>{note.displayDate}</time>
          {latest && <Badge tone="brand">Latest</Badge>}
        </div>
      </header>
      {/* The release in a sentence: a scan reads what changed, not version numbers. Its words and its changes at a
          reading measure (48rem, about 90 characters): a release without a picture ran about 110 to a line across the
          card (outside review NNNN). */}
      <p className={cn('max-w-3xl font-semibold tracking-tight text-pretty text-ink', latest ? 'text-xl' : 'text-lg')}>
        {note.summary}
      </p>
      {/* What it holds, kind by kind with each kind's mark, so a folded release reads as more than a title (outside review V). */}
      <p className="mt-3 flex max-w-3xl flex-wrap items-center gap-x-4 gap-y-1 text-sm font-medium text-ink-muted">
        {releaseKinds(note).map(([, key], index) => (
          // No drawn separator: each count's own mark sets it apart, so a wrapped line neither ends nor starts
          // on a stray '·' (outside reviews X and AA at 375 px); a screen reader hears a comma between them.
          <span key={key} className="inline-flex items-center gap-1.5">
            {index > 0 && <span className="sr-only">, </span>}
            <Icon name={sectionIcons[key]} className="size-4 text-brand-600" />
            {releaseChangeCount(note, key)}
          </span>
        ))}
      </p>
      {/* Folded, up to three changes in full, at reading size, then the way to the rest:
          one change alone left the page looking empty below the open releases (outside review TT), and changes
          clamped to two lines were cut off mid-sentence ("so you can…": an earlier review). */}
      {!open && (
        <div className="group-open:hidden" data-release-highlights>
          {/* Bulleted as the open release's changes are: a row of kind icons here beside the newest's dots read
              as two list styles on one page (outside review OOO); the counts above say the kinds. Each marked
              with its kind, so the kind filter leaves out the others. */}
          <ul className="mt-4 max-w-3xl space-y-2.5 pl-7 text-base leading-relaxed text-ink">
            {releaseHighlights(note).map(({ text, kind }, index) => (
              <li key={index} className="list-disc marker:text-brand-500" {...{ [RELEASE_KIND_ATTRIBUTE]: kind }}>
                {text}
              </li>
            ))}
          </ul>
          {/* How many more, as the way in, with its own chevron: the folded release's one control. A grey count
              beside a corner chevron read as a hidden extra click (outside reviews CCCC, DDDD), a link-blue "Show
              all" beside it as two controls (BBBB): folded, the corner chevron gives way to this line. */}
          {more > 0 && (
            <div className="mt-3 pl-7 text-sm font-semibold text-brand-700" data-more-changes>
              <span className="inline-flex items-center gap-1 group-hover:underline">
                {more === 1 ? moreChanges.one : fillTemplate(moreChanges.other, { count: String(more) })}
                <Icon name="chevronDown" className="size-4" />
              </span>
            </div>
          )}
        </div>
      )}
    </div>
  );
  const card = 'scroll-mt-24 rounded-card border border-line bg-surface-raised shadow-sm';
  // Every release's picture, folded or not, in a column of its own from 1280 px beside its text, else under it: with
  // the pictures of open releases only, the folded ones read as identical text cards (outside review JJJJ).
  // The newest's picture shows one kind of its changes, the first: beside its headline and that kind, with its other
  // kinds under both across the card. Beside the whole list it left a tall empty column under it (outside reviews PPPP,
  // WWWWW, YYYYY), beside its headline alone a hole under the headline (AAAAAA, BBBBBB).
  const split = open && note.visual && releaseKinds(note).length > 1;
  const body = (text: ReactNode, rest?: ReactNode) => (
    <div className={cn('p-5 sm:p-8', note.visual && 'grid gap-8 xl:grid-cols-[minmax(0,1fr)_22rem]')}>
      {text}
      {note.visual && (
        <ReleaseVisual
          visual={note.visual}
          doc={{ label: note.visual.doc.label, href: docHref(note.visual.doc.slug) }}
          // Under the text below 1280 px (the newest's under the changes it shows, before its other kinds), as wide as
          // it (at 28rem it stood narrow and left-aligned in the card at 1024 px: outside review SSSS); a folded
          // release's kept in view beside its changes once opened.
          className={cn('min-w-0 xl:self-start', !split && 'xl:sticky xl:top-24')}
          kind={note.visual.shows}
        />
      )}
      {rest}
    </div>
  );
  // Its changes under its headline: all of them, or, for the newest beside its picture, the first kind (`to`).
  const changes = (to?: number) => (
    <div className="mt-6 max-w-3xl">
      <ReleaseChanges note={note} to={to} />
    </div>
  );
  // The newest shown whole, with no chevron to fold it: the only release with a corner chevron, beside folded ones
  // opened by their line, read as two patterns (outside review IIII). A release with nothing more to show, its
  // highlights alone.
  if (open || whole)
    return (
      <article
        id={note.anchor}
        aria-labelledby={`${note.anchor}-title`}
        className={card}
        {...(open ? { 'data-release-open': true } : { 'data-release-whole': true })}
      >
        {body(
          <div className="min-w-0">
            {headline}
            {open && changes(split ? 1 : undefined)}
          </div>,
          split && (
            <div className="max-w-3xl xl:col-span-2">
              <ReleaseChanges note={note} from={1} />
            </div>
          ),
        )}
      </article>
    );
  return (
    <article id={note.anchor} aria-labelledby={`${note.anchor}-title`} className={card}>
      {body(
        <details className="group min-w-0">
          {/* The chevron at the version's right, out of the flow: in a column of its own it narrowed every line under it,
              and at 375 px the titles wrapped at about 60 % of the card (outside review). Folded, it gives way to the
              "And N more changes" line; opened, it folds the release again. */}
          <summary className="relative flex cursor-pointer list-none items-start">
            {headline}
            <Icon
              name="chevronDown"
              className="absolute top-1 right-0 hidden size-6 text-ink-subtle transition-transform group-open:block group-open:rotate-180"
            />
          </summary>
          {changes()}
        </details>,
      )}
    </article>
  );
}
