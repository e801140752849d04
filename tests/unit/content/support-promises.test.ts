/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { supportHours } from '@/lib/site/site';
import { receiverRepliesOf } from '../chat/receiver-replies-of';

/**
 * One story of when a person answers, wherever it is told (outside review: Contact and the chat promised
 * "within one business day" while Pricing and About gave about 2 hours on Premium). The team's hours come
 * from lib/site/site.ts; each plan's reply time is the Response time row of plans.md; every other page,
 * the chat's start screen, its Talk to a person panel and the receiver's answers say the same.
 */
type Row = { label: string; values: Record<string, string | boolean> };
const { comparison } = matter(fs.readFileSync(path.join('content', 'marketing', 'plans.md'), 'utf8')).data as {
  comparison: { groups: { rows: Row[] }[] };
};
const responseTime = comparison.groups.flatMap((group) => group.rows).find((row) => row.label === 'Response time')!;
const planNames = { basic: 'Basic', plus: 'Plus', premium: 'Premium' } as const;
/** "24 hours", "8 business hours", "2 hours": each plan's figure as the Response time row writes it. */
const figures = Object.fromEntries(
  Object.keys(planNames).map((id) => [id, String(responseTime.values[id]).match(/\d+ (business )?hours/)![0]]),
) as Record<keyof typeof planNames, string>;

/** Every file whose words a reader sees: content, the components' own strings, the receiver's replies. */
function files(dir: string, ext: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(at, ext);
    return ext.test(entry.name) ? [at] : [];
  });
}
const texts = [
  ...files('content', /\.(md|json)$/),
  ...files(path.join('components', 'forms'), /\.tsx$/),
  ...files(path.join('components', 'chat'), /\.tsx$/),
  ...files(path.join('scripts', 'receiver'), /\.mjs$/),
]
  .filter((file) => !file.startsWith(path.join('content', 'legal')))
  .map((file) => ({
    file,
    // Comments are for developers; a reader sees the rest.
    text: fs
      .readFileSync(file, 'utf8')
      .replace(/^\s*(#|\/\/|\* |\/\*\*).*$/gm, '')
      .replace(/\{\/\*[\s\S]*?\*\/\}/g, ''),
  }));

describe("the support promise: the team's hours, each plan's reply time within them", () => {
  it('reads the three tiers from the plans', () => {
    expect(figures).toEqual({ basic: '24 hours', plus: '8 business hours', premium: '2 hours' });
  });

  it('no page, chat text or receiver reply promises a person within a business day', () => {
    const promises = texts.filter(({ text }) => /\b(one|a|next|1) business day\b/i.test(text)).map(({ file }) => file);
    expect(promises).toEqual([]);
  });

  it("wherever a plan's reply time is stated, it is that plan's own figure", () => {
    const stated: string[] = [];
    const wrong: string[] = [];
    const names = Object.values(planNames).join('|');
    // "Basic ... in about 24 hours" and "About 24 hours on Basic", within one clause.
    const after = new RegExp(
      `\\b(${names})\\b[^.;\\n|]{0,80}?\\b(\\d+ (?:business )?hours)\\b(?! on (?:${names}))`,
      'g',
    );
    const before = new RegExp(`\\b(\\d+ (?:business )?hours) on (${names})\\b`, 'g');
    for (const { file, text } of texts) {
      const pairs = [
        ...[...text.matchAll(after)].map((m) => [m[1]!, m[2]!]),
        ...[...text.matchAll(before)].map((m) => [m[2]!, m[1]!]),
      ];
      for (const [plan, figure] of pairs) {
        const id = (Object.keys(planNames) as (keyof typeof planNames)[]).find((key) => planNames[key] === plan)!;
        stated.push(`${file}: ${plan}`);
        if (figures[id] !== figure) wrong.push(`${file}: ${plan} ${figure}, the plans say ${figures[id]}`);
      }
    }
    expect(wrong).toEqual([]);
    // The test finds the statements it checks: the FAQ and About. Contact no longer lists each plan's time
    // (with its hours and Human Support's line it read as the same promise said three times: outside review TT).
    const checked = ['faq/06-support.md', 'marketing/about.md'].map((file) => path.join('content', file));
    expect(checked.filter((file) => stated.filter((line) => line.startsWith(`${file}:`)).length < 2)).toEqual([]);
  });

  it('the hours are written in one place: content names them as {{supportHours}}, never spelled out', () => {
    const spelled = texts.filter(({ text }) => /\b9\s?AM\b|Monday to Friday/.test(text)).map(({ file }) => file);
    expect(spelled).toEqual([]);
  });

  it("the chat's answer to how fast support responds gives each plan's time and the team's hours", () => {
    const reply = receiverRepliesOf(['how fast does support respond'])['how fast does support respond']!;
    expect(reply).toContain('about 24 hours');
    expect(reply).toContain('within 8 business hours');
    expect(reply).toContain('about 2 hours');
    expect(reply).toContain('answered from Monday');
    // The receiver writes the hours with plain spaces.
    expect(reply).toContain(supportHours.replace(/\u00a0/g, ' '));
    expect(reply).not.toMatch(/business day/);
  });
});
