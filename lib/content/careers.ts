import 'server-only';
import { z } from 'zod';
import { positionHref } from '@/lib/site/routes';
import { loadContentDir, loadContentFile } from './load';
import { renderMarkdown } from './markdown';
import { calendarDaySchema, iconCardSchema, iconName, templateSchema, text } from './schemas';
import { companyZone, teamZones } from '@/lib/site/team-zones';

const dir = 'careers';
const hour = z.number().int().min(0).max(24);
const pageFile = 'index';

/** Every position is remote within the USA (the JobPosting says so with applicantLocationRequirements). */
const remoteLocation = 'Remote (USA)';

export const positionSchema = z
  .object({
    /** As the application form's position select offers it, and /application?position=<title> selects it. */
    title: text,
    /** Where the position stands in the lists (/careers, the application form's select): 1 is first. */
    order: z.number().int().min(1),
    location: z.literal(remoteLocation),
    employmentType: z.enum(['FULL_TIME', 'PART_TIME', 'CONTRACTOR']),
    department: z.string().min(2),
    // Quoted in the files written by hand, a YAML date in those the editor writes: either way a day.
    datePosted: calendarDaySchema,
    validThrough: calendarDaySchema,
    salary: z.object({ min: z.number().int().positive(), max: z.number().int().positive() }),
    description: z.string().min(40),
    responsibilities: z.array(z.string().min(10)).min(3),
    qualifications: z.array(z.string().min(10)).min(3),
    /** The About team member who reads the applications and runs the intro call. */
    hiringManager: text,
    /**
     * Who from About's team the new hire works with day to day, and on what: one line each, the
     * role's own (About says what each person owns; this says what they do with you). Optional: a
     * role without it names only its hiring manager.
     */
    workWith: z
      .array(z.object({ name: text, on: z.string().min(20).max(110) }))
      .min(1)
      .max(3)
      .optional(),
    /**
     * On its /careers card, over the title and under its team: its area's mark and what the hire would
     * own, in one line (four cards of the same rows read as four copies: outside review). Optional, so a
     * role added in the editor builds without them: its card then wears the team's mark alone.
     */
    icon: iconName.optional(),
    owns: z.string().min(20).max(90).optional(),
    /**
     * On its page, in After You Apply: what its paid working session asks of you, the role's own (the
     * hiring steps are shown once, on /careers). Optional: without it the card says how long hiring takes.
     */
    workingSession: z.string().min(30).max(120).optional(),
    /**
     * Beside the application form once the role is chosen: what in an application tells its hiring manager
     * most (the rail repeated the page's Your Team: outside review KK). Optional: without them it is left out.
     */
    applyTips: z
      .array(z.object({ lead: z.string().min(5).max(40), text: z.string().min(20).max(110) }))
      .min(1)
      .max(3)
      .optional(),
    /**
     * What the first three months in the role look like, a month at a time (the position's page): the days, what
     * they are about in a few words (`focus`, the card's heading: the days over a sentence alone read as dense
     * text, outside review KKKKKK), and what you would do.
     */
    firstMonths: z
      .array(z.object({ title: text, focus: z.string().min(3).max(32).optional(), text: z.string().min(40) }))
      .length(3),
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
  /** The page's name: its browser tab, search result, breadcrumb and the hero's eyebrow. */
  title: text,
  /** The hero's H1: what the work is, not the page's name ("Careers" as the H1 read as generic: outside reviews). */
  heading: text,
  description: z.string().min(40),
  intro: z.string().min(40),
  /** Under the hero's title: how many roles ("4 open roles") and where. */
  glance: z.object({
    roles: text,
    /** After the count when every role is full-time, said once here instead of on each card. */
    allFullTime: text,
    remote: text,
  }),
  /** The team on its weekly call, beside the hero's text: the call's name, its hour in Eastern time, the open roles. */
  call: z.object({ name: text, hour, timeZone: z.literal(companyZone), seats: text }),
  perksTitle: text,
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
  /** The page's closing band, for a reader whom no open role fits: its button a note to the careers address. */
  closing: z.object({ title: text, text, button: text, emailText: text.optional(), emailButton: text.optional() }),
  positionsTitle: text,
  /** Under each position's summary on /careers: the way to its full responsibilities and qualifications. */
  roleLink: text,
  /** Over each hiring manager's roles on /careers, under their name ({role}): said once per person, not per card. */
  managerLine: templateSchema('name', 'role'),
  /** Each role's card on /careers, by slug: its area's mark and, in one line, what you would own. */
  /** The words around each position on its own page; the apply text names the careers {email}. */
  position: z.object({
    backLink: text,
    posted: text,
    /** The card's facts besides the role's own: where in time you would work and how soon we reply. */
    timeZones: text,
    timeZonesValue: text,
    reply: text,
    replyValue: text,
    aboutTitle: text,
    /** Over the role's one line of what you would own, pulled out at the top of its text. */
    ownsLabel: text,
    /** The rail's people: who you would work with day to day, and who reads the application. */
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
    /** Before the role's working session line in After You Apply. */
    sessionLabel: text,
  }),
  /** Beside the application form: the chosen role, a switch to the others, and what happens once you apply. */
  application: z.object({
    rolesTitle: text,
    otherRolesTitle: text,
    chooseTitle: text,
    chooseText: z.string().min(40),
    applyingFor: text,
    /** Under the form's Position, the way to the chosen role's page ({title}: the role). */
    roleLink: templateSchema('title'),
    /** What happens once the chosen role's application is sent ({name}, {role}: its hiring manager). */
    manager: templateSchema('name', 'role'),
    /** Over the chosen role's tips (its applyTips), from lg beside the form. */
    tipsTitle: text,
    /** After the role's own tips, for every role. */
    lastTip: z.object({ lead: z.string().min(5).max(40), text: z.string().min(20).max(110) }),
  }),
});

/** An open position as the application form offers it: its title to choose, its slug to link to and to preselect. */
export type PositionChoice = { slug: string; title: string };

export type CareersPage = z.infer<typeof careersPageSchema>;

export type Position = z.infer<typeof positionSchema> & { slug: string; href: string; aboutHtml: string };

export function getCareersPage() {
  return loadContentFile(dir, pageFile, careersPageSchema).data;
}

/**
 * The rules across the position files: the application form tells positions apart by title (and by
 * file name in ?position=), and lists them by `order`, so no two files may share either.
 */
export function checkPositionFiles(files: { slug: string; title: string; order: number }[]) {
  const problems: string[] = [];
  const repeated = (key: 'title' | 'order', what: string) => {
    for (const file of files) {
      const first = files.find((other) => other[key] === file[key]);
      if (first && first !== file)
        problems.push(
          `content/careers/${file.slug}.md: ${key} ${JSON.stringify(file[key])} is already the ${what} of content/careers/${first.slug}.md; give it another`,
        );
    }
  };
  repeated('title', 'title');
  repeated('order', 'place in the list');
  if (problems.length)
    throw new Error(`Open positions (content/careers):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}

function loadPositionFiles() {
  const loaded = loadContentDir(dir, positionSchema, { except: [pageFile] });
  checkPositionFiles(loaded.map((file) => ({ slug: file.slug, title: file.data.title, order: file.data.order })));
  return loaded.sort((a, b) => a.data.order - b.data.order);
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

/** Every open position (a file in content/careers), in their `order`. */
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

/** The open positions for the application form, in their order (handed to it as a prop by /application). */
export function getPositionChoices(): PositionChoice[] {
  return loadPositionFiles().map((file) => ({ slug: file.slug, title: file.data.title }));
}
