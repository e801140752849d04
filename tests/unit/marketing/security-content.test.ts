/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { parseContent } from '@/lib/content/load';
import { getSecurityContent, securitySchema } from '@/lib/content/security';
import { getDocSlugs } from '@/lib/content/docs';

const file = 'content/marketing/security.md';
const source = () => fs.readFileSync(path.join(process.cwd(), file), 'utf8');

describe('the Security page (content/marketing/security.md)', () => {
  it('states each fact with the page that states it: a policy or a documentation article', async () => {
    const { sections } = await getSecurityContent();
    const docs = new Set([...getDocSlugs(), 'api-reference', 'api-reference/errors-and-limits']);
    const facts = sections.flatMap((section) => section.facts);
    expect(facts.length).toBeGreaterThanOrEqual(12);
    for (const { source: where } of facts) {
      const [page, anchor] = where.href.split('#');
      const doc = /^\/documentation\/(.+)$/.exec(page!)?.[1];
      if (doc) expect(docs).toContain(doc);
      else expect(['/privacy', '/terms', '/cookies']).toContain(page);
      if (anchor !== undefined) expect(anchor).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  it("names its owner from About's team, whose role and part come from there", async () => {
    const { owner } = await getSecurityContent();
    expect(owner).toMatchObject({
      name: 'Sofia Marquez',
      role: 'Co-founder & CTO',
      owns: 'The sync engine and how store credentials are kept',
    });
  });

  it('claims no certification or audit the rest of the site does not state', () => {
    expect(source()).not.toMatch(/SOC ?2|ISO ?27001|GDPR[- ]certified|penetration test|audit/i);
  });

  it('refuses a fact without the page that states it', () => {
    const withoutSource = source().replace(/\n {8}source: \{ label: Cookie Policy, page: cookies \}/, '');
    expect(() => parseContent(withoutSource, securitySchema, file)).toThrow(/source/);
  });
});
