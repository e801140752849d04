import 'server-only';
import { categoryTitle, docCategories } from '@/lib/docs/categories';
import { docMarkdownHref, llmsFullTxtHref } from '@/lib/site/routes';
import { absoluteUrl } from '@/lib/site/routes';
import { siteDescription, siteName, siteTagline } from '@/lib/site/site';

/** What the AI-readable files need of an article (lib/content/docs.ts's DocArticle has it all). */
export type MarkdownSource = {
  slug: string;
  title: string;
  description: string;
  href: string;
  category: (typeof docCategories)[number]['id'];
  updated: string;
  body: string;
};

/**
 * An article as Markdown (`/documentation/<slug>.md`, the "Copy page" text): its title, a line
 * saying where it lives and when it changed, then its source text exactly as written.
 */
export function docMarkdown(doc: MarkdownSource): string {
  const header = [
    `# ${doc.title}`,
    '',
    `> ${doc.description}`,
    '',
    `Source: ${absoluteUrl(doc.href)} (${categoryTitle(doc.category)}, last updated ${doc.updated})`,
    '',
  ].join('\n');
  return `${header}\n${doc.body.trim()}\n`;
}

/** A page of the docs that has no Markdown twin (the API reference's pages), listed in /llms.txt by its address. */
export type DocsPageLink = { title: string; href: string; description: string };

/**
 * `/llms.txt` in the llmstxt.org format: the site's name and summary, then every article's .md by
 * category, then the API reference's pages under the first one's title.
 */
export function llmsTxt(docs: MarkdownSource[], reference: DocsPageLink, ...morePages: DocsPageLink[]): string {
  const sections = docCategories.flatMap((category) => {
    const inCategory = docs.filter((doc) => doc.category === category.id);
    if (inCategory.length === 0) return [];
    return [
      `## ${category.title}`,
      '',
      ...inCategory.map((doc) => `- [${doc.title}](${absoluteUrl(docMarkdownHref(doc.slug))}): ${doc.description}`),
      '',
    ];
  });
  return [
    `# ${siteName}`,
    '',
    `> ${siteTagline}`,
    '',
    siteDescription,
    '',
    ...sections,
    `## ${reference.title}`,
    '',
    ...[reference, ...morePages].map((page) => `- [${page.title}](${absoluteUrl(page.href)}): ${page.description}`),
    '',
    '## Optional',
    '',
    `- [All articles in one file](${absoluteUrl(llmsFullTxtHref)}): the ${docs.length} articles above, concatenated`,
    '',
  ].join('\n');
}

/** `/llms-full.txt`: every article's Markdown, in sidebar order, separated by a rule. */
export function llmsFullTxt(docs: MarkdownSource[]): string {
  return `# ${siteName} documentation\n\n> ${siteTagline}\n\n${docs.map(docMarkdown).join('\n---\n\n')}`;
}
