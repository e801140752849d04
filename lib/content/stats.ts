import 'server-only';
import { z } from 'zod';
import { loadContentFile } from './load';
import { templateSchema, text } from './schemas';

const figure = z.object({ value: text, label: text });
/** A figure comes from a customer's case study (content/case-studies/<story>.md) with what was measured against what (its basis, where a page shows it), or covers every store (its scope). */
const figureSchema = z.union([
  figure.extend({ story: text, basis: text.optional() }).strict(),
  figure.extend({ scope: text }).strict(),
]);

export const statsFileSchema = z.object({
  storySource: templateSchema('company'),
  figures: z.record(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), figureSchema),
});

/** A page's pick of the figures, by id: each at most once. */
export const statIdsSchema = z
  .array(text)
  .min(3)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'a figure is picked twice' });

/** A figure as a page shows it: its source is a case study (with its page) or a scope. */
export type Stat = {
  value: string;
  label: string;
  /** A customer's figure: what it replaced, as its case study's result says. */
  before?: string;
  /** A customer's figure: what was measured, and against what. */
  basis?: string;
  source: { text: string; href?: string };
};

export type StatsFile = z.infer<typeof statsFileSchema>;

export const getStatsFile = (): StatsFile => loadContentFile('marketing', 'stats', statsFileSchema).data;

/** The figures customers measured: the only ones a case study's results may quote. */
export const customerFigures = (): string[] =>
  Object.values(getStatsFile().figures).flatMap((figure) => ('story' in figure ? [figure.value] : []));
