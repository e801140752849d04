import 'server-only';
import { z } from 'zod';
import { openPositions, type PositionTitle } from '@/lib/product/positions';
import { positionHref } from '@/lib/site/routes';
import { loadContentDir, loadContentFile } from './load';
import { renderMarkdown } from './markdown';
import { iconCardSchema, templateSchema, text } from './schemas';
import { teamZones } from './marketing';

const dir = 'careers';
const hour = z.number().int().min(0).max(24);
const pageFile = 'index';
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date such as "2026-11-02"');

/** Every position is remote within the USA (the JobPosting says so with applicantLocationRequirements). */
const remoteLocation = 'Remote (USA)';

export const positionSchema = z
  .object({
    title: z.enum(openPositions.map((position) => position.title) as [PositionTitle, ...PositionTitle[]]),
    location: z.literal(remoteLocation),
    employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR']),
    department: z.string().min(2),
    datePosted: isoDate,
    validThrough: isoDate,
    salary: z.object({ min: z.number().int().positive(), max: z.number().int().positive() }),
    description: z.string().min(40),
    responsibilities: z.array(z.string().min(10)).min(3),
    qualifications: z.array(z.string().min(10)).min(3),
    /** The About team member who reads the applications and runs the intro call. */
    hiringManager: text,
    /** What the first three months in the role look like, a month at a time (the position's page). */
    firstMonths: z.array(z.object({ title: text, text: z.string().min(40) })).length(3),
  })
  .refine((position) => position.validThrough > position.datePosted, {
    message: 'must be after datePosted',
    path: ['validThrough'],
  })
  .refine((position) => position.salary.max >= position.salary.min, {
    message: 'must not be below salary.min',
    path: ['salary', 'max'],
  });

const careersPageSchema = z.object({
  title: text,
  description: z.string().min(40),
  intro: z.string().min(40),
  eyebrow: text,
  perksTitle: text,
  perksIntro: z.string().min(20),
  perks: z.array(iconCardSchema).min(1),
  /** How the team works: each time zone's day on one Eastern-time axis, and the week's rhythm. */
  workday: z.object({
    title: text,
    intro: z.string().min(40),
    axis: text,
    core: text,
    /** The shared hours, in Eastern time (the solid part of every bar). */
    coreHours: z.tuple([hour, hour]),
    /** Beside the caption: the way to the team on About. */
    teamLink: text,
    days: z
      .array(z.object({ zone: z.enum(teamZones), start: hour, end: hour }))
      .length(teamZones.length)
      .refine((days) => days.every((day, index) => day.zone === teamZones[index] && day.end > day.start), {
        message: 'one day per zone, west to east, each ending after it starts',
      }),
    rhythm: z.array(z.object({ title: text, text: z.string().min(30) })).min(2),
  }),
  /** How an application goes, step by step, from applying to the offer, each with when it happens. */
  hiring: z.object({
    title: text,
    intro: z.string().min(40),
    steps: z
      .array(z.object({ title: text, when: text, text: z.string().min(20) }))
      .min(3)
      .max(5),
  }),
  positionsTitle: text,
  positionsIntro: templateSchema('count'),
  /** The words around each position on its own page; the apply text names the careers {email}. */
  position: z.object({
    backLink: text,
    summaryTitle: text,
    posted: text,
    aboutTitle: text,
    /** The rail's people: the hiring manager and the rest of About's team. */
    teamTitle: text,
    applyTitle: text,
    /** Who reads the applications and runs the intro call ({name}, {role}: the position's hiring manager). */
    manager: templateSchema('name', 'role'),
    applyText: templateSchema('email'),
    readyTitle: text,
    readyText: z.string().min(20),
    firstMonthsTitle: text,
    firstMonthsIntro: z.string().min(20),
    /** A short way to the full hiring steps on /careers, instead of repeating them. */
    hiringLink: text,
  }),
  /** Beside the application form: the chosen role, a switch to the others, and what happens once you apply. */
  application: z.object({
    rolesTitle: text,
    otherRolesTitle: text,
    chooseTitle: text,
    chooseText: z.string().min(40),
    applyingFor: text,
    roleLink: text,
    afterTitle: text,
    afterText: z.string().min(40),
    hiringLink: text,
  }),
});

export type Position = z.infer<typeof positionSchema> & { slug: string; href: string; aboutHtml: string };

export function getCareersPage() {
  return loadContentFile(dir, pageFile, careersPageSchema).data;
}

/** The content files must be exactly the positions of lib/product/positions.ts, each under its slug. */
export function checkPositionFiles(files: string[], titlesBySlug: Map<string, string>) {
  const problems: string[] = [];
  for (const { slug } of openPositions)
    if (!files.includes(slug)) problems.push(`content/careers/${slug}.md is missing`);
  for (const file of files) {
    const expected = openPositions.find((position) => position.slug === file);
    if (!expected) problems.push(`content/careers/${file}.md is not a position of lib/product/positions.ts`);
    else if (titlesBySlug.get(file) !== expected.title)
      problems.push(`content/careers/${file}.md: title "${titlesBySlug.get(file)}" should be "${expected.title}"`);
  }
  if (problems.length)
    throw new Error(
      `Careers content does not match lib/product/positions.ts:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
}

function loadPositionFiles() {
  const loaded = loadContentDir(dir, positionSchema, { except: [pageFile] });
  const files = loaded.map((file) => file.slug);
  checkPositionFiles(files, new Map(loaded.map((file) => [file.slug, file.data.title])));
  const order = openPositions.map((position) => position.slug as string);
  return loaded.sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
}

async function toPosition(file: {
  slug: string;
  data: z.infer<typeof positionSchema>;
  body: string;
}): Promise<Position> {
  return {
    ...file.data,
    slug: file.slug,
    href: positionHref(file.slug),
    aboutHtml: (await renderMarkdown(file.body)).html,
  };
}

/** The four positions in the order of lib/product/positions.ts. */
export async function getAllPositions(): Promise<Position[]> {
  return Promise.all(loadPositionFiles().map(toPosition));
}

export async function getPositionSlugs(): Promise<string[]> {
  return loadPositionFiles().map((file) => file.slug);
}

export async function getPosition(slug: string): Promise<Position | undefined> {
  const file = loadPositionFiles().find((position) => position.slug === slug);
  return file ? toPosition(file) : undefined;
}
