import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

const content = (...parts: string[]) =>
  matter(fs.readFileSync(path.join(process.cwd(), 'content', ...parts), 'utf8')).data;

/**
 * Every person and brand the site shows, by name, read from content/: the team, the customers who
 * speak in the case studies, the customers' companies and the vendors. The route checks look for
 * letters or icons standing in for them (standInTiles in page-checks.ts).
 */
export function peopleAndBrands(): string[] {
  const team = (content('marketing', 'about.md').team.members as { name: string }[]).map((member) => member.name);
  const stories = fs
    .readdirSync(path.join(process.cwd(), 'content', 'case-studies'))
    .filter((file) => file !== 'index.md')
    .map((file) => content('case-studies', file) as { company: string; quote: { author: string } });
  const vendors = (content('vendors', 'index.md').categories as { vendors: { name: string }[] }[]).flatMap((category) =>
    category.vendors.map((vendor) => vendor.name),
  );
  return [...team, ...stories.flatMap((story) => [story.company, story.quote.author]), ...vendors];
}
