import 'server-only';
import type { Portrait } from '@/lib/brand/portrait';
import { portraitHref } from '@/lib/brand/portrait';
import { getAllCaseStudies } from './case-studies';
import { getAboutContent } from './marketing';

export type PersonWithPortrait = { name: string; portrait: Portrait; href: string };

/**
 * Everyone the site shows: the team (About, Careers) and the customers who speak in the case
 * studies and on Home. The build writes one portrait file for each (app/people/[file]/route.ts);
 * two people of one name would share a file, so a name is allowed once.
 */
export async function getPeople(): Promise<PersonWithPortrait[]> {
  const team = (await getAboutContent()).team.members;
  const customers = (await getAllCaseStudies()).map((study) => ({ name: study.quote.author, ...study.quote }));
  const people = [...team, ...customers].map(({ name, portrait }) => ({ name, portrait, href: portraitHref(name) }));
  const twice = people.filter((person, index) => people.findIndex((other) => other.href === person.href) !== index);
  if (twice.length)
    throw new Error(`Two people share a portrait file: ${twice.map((person) => person.name).join(', ')}`);
  return people;
}
