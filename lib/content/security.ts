import 'server-only';
import { z } from 'zod';
import { loadContentFile } from './load';
import { getAboutContent } from './marketing';
import { ctaSchema as cta, text } from './schemas';
import { docHref } from '@/lib/site/routes';

const anchor = z.string().regex(/^[a-z][a-z0-9-]*$/);
// A documentation article, or a page under one (the API reference's "errors-and-limits").
const docPath = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)?$/);

/**
 * Where a fact is stated: a page of the site (a policy, by section) or a documentation article (by
 * section). The link check holds every address and #section to the built pages.
 */
const sourceSchema = z.union([
  cta,
  z
    .object({ label: text, doc: docPath, section: anchor.optional() })
    .transform(({ label, doc, section }) => ({ label, href: section ? `${docHref(doc)}#${section}` : docHref(doc) })),
]);

export const securitySchema = z.object({
  seo: z.object({ title: text, description: z.string().min(50).max(170) }),
  hero: z.object({ eyebrow: text, title: text, intro: text, primary: cta, secondary: cta }),
  /** The person who answers for security, by name: one of About's team, whose role and part come from there. */
  owner: z.object({ name: text, title: text, link: cta }),
  sourceLabel: text,
  /** Only facts the site already states elsewhere, each with the page that states it. */
  sections: z
    .array(
      z.object({
        id: anchor,
        title: text,
        intro: text,
        facts: z.array(z.object({ title: text, text, source: sourceSchema })).min(2),
      }),
    )
    .min(2),
  report: z.object({ id: anchor, title: text, text, primary: cta, email: text.optional() }),
});

type SecurityFile = z.infer<typeof securitySchema>;
type TeamMember = Awaited<ReturnType<typeof getAboutContent>>['team']['members'][number];

export type SecurityContent = Omit<SecurityFile, 'owner'> & {
  owner: SecurityFile['owner'] & Pick<TeamMember, 'role' | 'owns'>;
};

/** The Security page (content/marketing/security.md), its owner resolved from About's team. */
export async function getSecurityContent(): Promise<SecurityContent> {
  const { data } = loadContentFile('marketing', 'security', securitySchema);
  const member = (await getAboutContent()).team.members.find((person) => person.name === data.owner.name);
  if (!member) throw new Error(`content/marketing/security.md: owner "${data.owner.name}" is not on About's team`);
  return { ...data, owner: { ...data.owner, role: member.role, owns: member.owns } };
}
