import fs from 'node:fs';
import path from 'node:path';

/**
 * The setup times the site claims (SPEC: a vendor in under 5 minutes, the quick start in under 30) agree
 * with the Quick Start's first step, where new accounts are confirmed by email within 1-2 business hours:
 * each claim says it counts from the confirmed account (or from the dashboard, which only a confirmed
 * account opens). "Connect a vendor in under 5 minutes" beside "usually within 1-2 business hours" read as
 * a contradiction (outside review).
 */
const files = [
  'content/marketing/home.md',
  'content/marketing/how-it-works.md',
  'content/marketing/about.md',
  'content/marketing/pricing.md',
  'content/faq/01-general.md',
  'content/forms/contact.md',
  'content/vendors/index.md',
  'content/docs/quick-start-guide.md',
];

const claims = () =>
  files.flatMap((file) =>
    fs
      .readFileSync(path.join(process.cwd(), file), 'utf8')
      .replace(/\s*\n\s*/g, ' ')
      .split(/(?<=[.!?])\s+|\s(?=\w+: )/)
      .filter((sentence) => /under (5|30) minutes/i.test(sentence) && !/^(title|takes):/.test(sentence))
      .map((sentence) => ({ file, sentence })),
  );

describe('setup time', () => {
  it('every "under 5/30 minutes" claim counts from the confirmed account', () => {
    const found = claims();
    // How It Works states them (its hero), the FAQ answers how long setup takes, the Quick Start and About
    // count their own; Home, Pricing, Contact and the vendor pages link to How It Works instead (outside review KK).
    expect(found.length).toBeGreaterThanOrEqual(4);
    for (const { file, sentence } of found)
      expect({ file, sentence, counted: /account is confirmed|you're confirmed|dashboard/.test(sentence) }).toEqual({
        file,
        sentence,
        counted: true,
      });
  });

  it("the Quick Start's first step says when its 30 minutes start", () => {
    const guide = fs
      .readFileSync(path.join(process.cwd(), 'content/docs/quick-start-guide.md'), 'utf8')
      .replace(/\s+/g, ' ');
    expect(guide).toContain(
      "We confirm new accounts by email, usually within 1-2 business hours. Once you're confirmed, the two steps below usually take under 30 minutes.",
    );
  });
});
