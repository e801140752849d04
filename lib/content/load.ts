import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import { fillContentValues, pricePlaceholders, type PriceFacts } from './placeholders';

export const contentRoot = path.join(process.cwd(), 'content');

type ContentFile<T> = { slug: string; file: string; data: T; body: string };

/** Thrown when a content file's frontmatter does not match its schema; names the file and fields. */
export class ContentValidationError extends Error {
  constructor(file: string, issues: { path: PropertyKey[]; message: string }[]) {
    const details = issues
      .map((issue) => `  - ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
      .join('\n');
    super(`Invalid frontmatter in ${file}:\n${details}`);
    this.name = 'ContentValidationError';
  }
}

/** The file that defines every price; the others write its placeholders (./placeholders.ts). */
export const PRICES_FILE = path.join('content', 'marketing', 'plans.md');
let prices: Record<string, string> | undefined;
/** The price placeholders' values, read once from PRICES_FILE's raw frontmatter (its numbers hold no placeholder). */
export function priceValues(): Record<string, string> {
  prices ??= pricePlaceholders(
    matter(fs.readFileSync(path.join(process.cwd(), PRICES_FILE), 'utf8')).data as PriceFacts,
  );
  return prices;
}

/** Parses one Markdown source: frontmatter validated by `schema`, the body left as Markdown. */
export function parseContent<S extends z.ZodType>(
  source: string,
  schema: S,
  file: string,
): { data: z.infer<S>; body: string } {
  // The prices file too: its comparison names the setup fees it defines ({{setupFee.api}}), read from its raw frontmatter.
  const { data, content } = matter(fillContentValues(source, file, priceValues()));
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentValidationError(file, result.error.issues);
  return { data: result.data, body: content };
}

/** Reads content/<dir>/<slug>.md. */
export function loadContentFile<S extends z.ZodType>(dir: string, slug: string, schema: S): ContentFile<z.infer<S>> {
  const file = path.join(contentRoot, dir, `${slug}.md`);
  const relative = path.relative(process.cwd(), file);
  return { slug, file: relative, ...parseContent(fs.readFileSync(file, 'utf8'), schema, relative) };
}

/**
 * The slugs of content/<dir>'s Markdown files, sorted by file name; `except` leaves out a folder's
 * page file (content/vendors/index.md, content/careers/page.md...), which has a schema of its own.
 */
export function listContentDir(dir: string, { except = [] }: { except?: string[] } = {}): string[] {
  return fs
    .readdirSync(path.join(contentRoot, dir))
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.replace(/\.md$/, ''))
    .filter((slug) => !except.includes(slug))
    .sort();
}

/** Every Markdown file of content/<dir> (as listContentDir lists them), each validated by `schema`. */
export function loadContentDir<S extends z.ZodType>(
  dir: string,
  schema: S,
  options?: { except?: string[] },
): ContentFile<z.infer<S>>[] {
  return listContentDir(dir, options).map((slug) => loadContentFile(dir, slug, schema));
}
