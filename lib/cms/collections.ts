/**
 * What the editor at /admin edits: one collection per kind of content, each with the schema its
 * loader checks (lib/content/), so the editor's fields are the build's fields (./fields.ts).
 */
import type { z } from 'zod';
import { positionSchema } from '@/lib/content/careers';
import { caseStudySchema } from '@/lib/content/case-studies';
import { docFrontmatterSchema } from '@/lib/content/docs';
import { faqCategorySchema } from '@/lib/content/faq';
import { legalFrontmatterSchema } from '@/lib/content/legal';
import { releaseNoteSchema } from '@/lib/content/release-notes';
import { vendorDetailSchema } from '@/lib/content/vendors';

export type CmsCollection = {
  name: string;
  label: string;
  /** Singular, for "New {label_singular}". */
  labelSingular: string;
  /** The folder under the repository's root. */
  folder: string;
  schema: z.ZodType;
  /** What the list shows for an entry. */
  summary: string;
  /** The field the entry's file is named after when it is created. */
  slug: string;
  /** The fields the list can be sorted by; the first, in its direction, is the order it opens in. */
  sortBy: { field: string; direction: 'Ascending' | 'Descending' }[];
  /** Groups in the list view. */
  groupBy?: string;
  /** Whether the file has a Markdown body after its frontmatter. */
  body: boolean;
  /**
   * The folder's own page file (content/careers/index.md) is not an entry: entries are the files
   * that have `entryField`, a required field the page file lacks (Decap filters folders by a field).
   */
  pageFile?: { file: string; entryField: string };
  /**
   * Schema fields the editor leaves out, each with why. The entry keeps them when it is saved (Decap
   * writes back what it read); tests/unit/cms/config.test.ts holds this list to the schema.
   */
  notInEditor?: Record<string, string>;
};

export const cmsCollections: CmsCollection[] = [
  {
    name: 'faq',
    label: 'FAQ',
    labelSingular: 'FAQ category',
    folder: 'content/faq',
    schema: faqCategorySchema,
    summary: '{{category}}',
    slug: '{{category}}',
    sortBy: [{ field: 'category', direction: 'Ascending' }],
    body: false,
  },
  {
    name: 'release-notes',
    label: 'Release notes',
    labelSingular: 'Release note',
    folder: 'content/release-notes',
    schema: releaseNoteSchema,
    summary: '{{version}} ({{date}})',
    slug: '{{version}}',
    sortBy: [{ field: 'date', direction: 'Descending' }],
    body: false,
  },
  {
    name: 'positions',
    label: 'Open positions',
    labelSingular: 'Position',
    folder: 'content/careers',
    schema: positionSchema,
    summary: '{{order}}. {{title}} ({{department}})',
    slug: '{{title}}',
    // As /careers and the application form list them.
    sortBy: [
      { field: 'order', direction: 'Ascending' },
      { field: 'title', direction: 'Ascending' },
    ],
    groupBy: 'department',
    // The body is the position page's "About the role".
    body: true,
    pageFile: { file: 'index', entryField: 'salary' },
  },
  {
    name: 'vendors',
    label: 'Vendors',
    labelSingular: 'Vendor',
    folder: 'content/vendors',
    schema: vendorDetailSchema,
    // Not its catalog size: a fulfillment service (Amazon MCF) has none, it says what it fulfills.
    summary: '{{name}} ({{category}})',
    slug: '{{name}}',
    sortBy: [
      { field: 'category', direction: 'Ascending' },
      { field: 'name', direction: 'Ascending' },
    ],
    groupBy: 'category',
    body: true,
    pageFile: { file: 'index', entryField: 'integrationMethod' },
  },
  {
    name: 'docs',
    label: 'Documentation',
    labelSingular: 'Article',
    folder: 'content/docs',
    schema: docFrontmatterSchema,
    summary: '{{category}} {{order}}: {{title}}',
    slug: '{{title}}',
    sortBy: [
      { field: 'category', direction: 'Ascending' },
      { field: 'order', direction: 'Ascending' },
    ],
    groupBy: 'category',
    body: true,
    notInEditor: {
      figures:
        'The drawn screenshots are laid out by their own components (components/docs/figures/); a developer edits them, and the editor keeps them as they are.',
      samples: 'Code samples keep their lines exactly as written (a file a reader copies); a developer edits them.',
    },
  },
  {
    name: 'case-studies',
    label: 'Case studies',
    labelSingular: 'Case study',
    folder: 'content/case-studies',
    schema: caseStudySchema,
    summary: '{{company}}',
    slug: '{{company}}',
    sortBy: [{ field: 'company', direction: 'Ascending' }],
    body: true,
    pageFile: { file: 'index', entryField: 'company' },
  },
  {
    name: 'legal',
    label: 'Legal pages',
    labelSingular: 'Legal page',
    folder: 'content/legal',
    schema: legalFrontmatterSchema,
    summary: '{{title}}',
    slug: '{{title}}',
    sortBy: [{ field: 'title', direction: 'Ascending' }],
    body: true,
  },
];
