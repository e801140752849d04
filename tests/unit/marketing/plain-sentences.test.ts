import fs from 'node:fs';
import path from 'node:path';

/**
 * Lines a person reads say one thing a sentence, not "X: y" chained as a sentence ("Set in the quote: the
 * date the connector starts. First full sync: ..." read clumsy and colon-heavy: outside review). Each pair:
 * where, the sentence as it now reads, and the colon-chained one it replaced.
 */
const rewritten: [file: string, now: string, was: string][] = [
  ['content/faq/01-general.md', 'Only those you link. A product syncs', 'Only those you link: a product'],
  ['content/faq/02-pricing.md', 'There is no money-back period, so use the 14-day', 'money-back period: the'],
  ['content/faq/04-products.md', "Yes, with two-way sync. Add the vendor's tag", 'two-way sync: add'],
  ['content/faq/06-support.md', 'Start with the AI chat assistant. It answers', 'assistant: it answers'],
  ['content/vendors/index.md', 'with you on a short call, usually within hours.', 'comes prepared: we'],
  [
    'content/case-studies/evertail.md',
    "split by product location. Partner products go to the partner's store",
    'location: partner',
  ],
  ['content/careers/full-stack-developer.md', 'real ownership. You will talk to customers', 'ownership: you'],
  ['content/careers/customer-success-manager.md', 'you are their guide. You help them', 'guide: you help'],
  ['content/vendors/amazon.md', 'not your prices. You keep setting prices', 'prices: you keep'],
  ['content/vendors/holiday.md', 'an easy first vendor. Connect it with', 'first vendor: connect'],
  ['content/vendors/nora.md', 'hard to sell online by hand. One fixture', 'by hand: one'],
  ['content/vendors/shopify.md', "run their own Shopify stores too. With the partner's approval", 'supplier: with'],
  [
    'content/forms/custom-integrations.md',
    'The quote names the start date. The first full sync takes',
    'Set in the quote:',
  ],
  ['content/forms/custom-integrations.md', 'The fee follows that choice.', 'which one sets the fee'],
  [
    'content/forms/custom-integrations.md',
    'Your quote confirms it and settles three things before work starts.',
    'confirms which one applies, with',
  ],
];

describe('plain sentences, not colon-chained ones', () => {
  it.each(rewritten)('%s: "%s"', (file, now, was) => {
    const text = fs.readFileSync(path.join(process.cwd(), file), 'utf8').replace(/\s+/g, ' ');
    expect(text).toContain(now);
    expect(text).not.toContain(was);
  });

  it("the custom integrations page's own copy chains no clauses with colons", () => {
    const text = fs.readFileSync(path.join(process.cwd(), 'content/forms/custom-integrations.md'), 'utf8');
    // Its visible lines (comments and the scene's sample data aside).
    const lines = text
      .split('\n')
      .filter((line) => /^\s+(-\s)?(intro|text|formIntro|caption|note):/.test(line))
      .map((line) => line.replace(/^\s+(-\s)?\w+:\s*/, ''));
    expect(lines.length).toBeGreaterThan(8);
    for (const line of lines) expect(line).not.toMatch(/[a-z)]: /);
  });
});
