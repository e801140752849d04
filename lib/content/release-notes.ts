import 'server-only';
import { z } from 'zod';
import { loadContentDir } from './load';
import { releaseVisualSchema } from './product-examples';
import { releaseAnchor } from './release-anchor';

// A kind a release does not have is left out: a fix release lists only bug fixes.
const noteList = z.array(z.string().min(10)).default([]);

export const releaseNoteSchema = z
  .object({
    version: z.string().regex(/^\d+\.\d+\.\d+$/, 'expected a version such as "2.1.0"'),
    // gray-matter reads an unquoted YAML date as a Date; either way it must be a calendar day.
    date: z.union([z.date(), z.string()]).transform((value, ctx) => {
      const iso = value instanceof Date ? value.toISOString().slice(0, 10) : value;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(iso))
        ctx.addIssue({ code: 'custom', message: 'expected a date such as 2025-07-11' });
      return iso;
    }),
    summary: z.string().min(10),
    newFeatures: noteList,
    improvements: noteList,
    bugFixes: noteList,
    /**
     * An optional picture of one change (components/marketing/visuals/), set in the release's flow
     * under the list it `shows` a change of, with a link to the docs article on it: beside the
     * changes, it floated apart from the release (outside review).
     */
    visual: releaseVisualSchema
      .and(
        z.object({
          shows: z.enum(['newFeatures', 'improvements', 'bugFixes']),
          doc: z.object({ label: z.string().min(5), slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/) }),
        }),
      )
      .optional(),
  })
  .refine((note) => note.newFeatures.length + note.improvements.length + note.bugFixes.length > 0, {
    message: 'a release lists at least one change',
  })
  .refine((note) => !note.visual || note[note.visual.shows].length > 0, {
    message: "a release's picture follows a list the release has",
  });

export type ReleaseNote = z.infer<typeof releaseNoteSchema> & {
  /** "July 11, 2025" */
  displayDate: string;
  /** Anchor on the release notes page, e.g. "v2-1-0". */
  anchor: string;
};

const displayDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

const versionKey = (version: string) => version.split('.').map(Number);

/** Newest first: by date, then by version number. */
export function compareReleaseNotes(
  a: { version: string; date: string },
  b: { version: string; date: string },
): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  const [x, y] = [versionKey(a.version), versionKey(b.version)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return (y[i] ?? 0) - (x[i] ?? 0);
  return 0;
}

export function getReleaseNotes(): ReleaseNote[] {
  return loadContentDir('release-notes', releaseNoteSchema)
    .map(({ data }) => ({
      ...data,
      displayDate: displayDate(data.date),
      anchor: releaseAnchor(data.version),
    }))
    .sort(compareReleaseNotes);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const noteSections = [
  ['New Features', 'newFeatures'],
  ['Improvements', 'improvements'],
  ['Bug Fixes', 'bugFixes'],
] as const;

/** Each section's item, one and several, for a release's count of changes. */
const changeNouns = {
  newFeatures: ['new feature', 'new features'],
  improvements: ['improvement', 'improvements'],
  bugFixes: ['bug fix', 'bug fixes'],
} as const;

/** How many changes of one kind a release holds, in words ("2 new features", "1 bug fix"). */
export const releaseChangeCount = (
  note: Pick<ReleaseNote, (typeof noteSections)[number][1]>,
  key: (typeof noteSections)[number][1],
) => `${note[key].length} ${changeNouns[key][note[key].length === 1 ? 0 : 1]}`;

/** What a release holds, kind by kind ("2 new features · 1 bug fix"): a folded release says more than its headline. */
export const releaseChangeCounts = (note: Pick<ReleaseNote, (typeof noteSections)[number][1]>) =>
  releaseKinds(note)
    .map(([, key]) => releaseChangeCount(note, key))
    .join(' · ');

/**
 * A folded release's highlights: up to `count` of its changes, whole, the first of each kind it has before a second
 * of any, in page order (new features first), so the fold says what changed at a glance (one line each left the page
 * looking empty below the open releases: outside review TT). Each with its kind, for its mark.
 */
export function releaseHighlights(note: Pick<ReleaseNote, (typeof noteSections)[number][1]>, count = 3) {
  const kinds = releaseKinds(note).map(([, key]) => key);
  const picked: [kind: (typeof noteSections)[number][1], index: number][] = [];
  for (let round = 0; picked.length < count && kinds.some((key) => note[key].length > round); round++)
    for (const key of kinds) if (picked.length < count && note[key].length > round) picked.push([key, round]);
  return picked
    .sort(([a, i], [b, j]) => kinds.indexOf(a) - kinds.indexOf(b) || i - j)
    .map(([key, index]) => ({ kind: key, text: note[key][index]! }));
}

/** How many changes a release holds in all ("And 8 more changes" under its highlights). */
export const releaseChangeTotal = (note: Pick<ReleaseNote, (typeof noteSections)[number][1]>) =>
  releaseKinds(note).reduce((total, [, key]) => total + note[key].length, 0);

/** The sections of each release, in page order: heading and field. */
export const releaseNoteSections = noteSections;

/** The sections a release has, in page order: a fix release has only bug fixes, a polish release no new feature. */
export const releaseKinds = (note: Pick<ReleaseNote, (typeof noteSections)[number][1]>) =>
  noteSections.filter(([, key]) => note[key].length > 0);

/** Atom 1.0 feed of the release notes; `pageUrl` is the absolute URL of /release-notes. */
export function releaseNotesAtom(
  notes: ReleaseNote[],
  { title, pageUrl, feedUrl }: { title: string; pageUrl: string; feedUrl: string },
): string {
  const entries = notes.map((note) => {
    const html = releaseKinds(note)
      .map(
        ([heading, key]) =>
          `<h3>${heading}</h3><ul>${note[key].map((item) => `<li>${escapeXml(item)}</li>`).join('')}</ul>`,
      )
      .join('');
    return [
      '  <entry>',
      `    <id>${escapeXml(`${pageUrl}#${note.anchor}`)}</id>`,
      `    <title>Version ${escapeXml(note.version)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(`${pageUrl}#${note.anchor}`)}"/>`,
      `    <updated>${note.date}T00:00:00Z</updated>`,
      `    <published>${note.date}T00:00:00Z</published>`,
      `    <summary>${escapeXml(note.summary)}</summary>`,
      `    <content type="html">${escapeXml(`<p>${escapeXml(note.summary)}</p>${html}`)}</content>`,
      '  </entry>',
    ].join('\n');
  });
  const updated = notes[0] ? `${notes[0].date}T00:00:00Z` : new Date(0).toISOString();
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(pageUrl)}</id>`,
    `  <title>${escapeXml(title)}</title>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(pageUrl)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `  <updated>${updated}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
