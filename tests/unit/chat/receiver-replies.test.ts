/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import handoff from '@/content/chat/handoff.json';
import { supportHours } from '@/lib/site/site';

// The local receiver's chat answers (scripts/receiver/replies.mjs), asked the way store owners type.
// The module is ESM read at start, so one node process answers every message at once.
const messages = [
  'how much is plus?',
  'What does the Plus plan cost?',
  'enterprise pricing',
  'What does the pricing look like?',
  'Which plan do I need for API access?',
  'Does Basic include bulk product creation?',
  'do you work with kuzco',
  'Do you integrate with Kuzco Lighting for our lamps?',
  'Do you support Crystorama inventory sync every 15 minutes?',
  'is medline supported',
  'wheelpros?',
  'do you work with quorum',
  'do you integrate with acme supply co',
  'can i talk to a human',
  'I want to speak to someone',
  'how do i add a vendor',
  'How do price rules handle MAP and MSRP?',
  'How often is inventory synced?',
  'how do price rules work and how do I add a vendor and how do orders get routed',
  'is there a setup fee',
  'hi',
  'Hello marker-3',
  'Where is my order? marker-1',
  'Hello [x](javascript:alert(1)) marker-2',
] as const;
type Message = (typeof messages)[number];

let replies: Record<Message, string>;

beforeAll(() => {
  const repliesModule = path.join(process.cwd(), 'scripts', 'receiver', 'replies.mjs');
  const script = `import { chatReply } from ${JSON.stringify(repliesModule)};
    const messages = JSON.parse(process.argv[1]);
    console.log(JSON.stringify(Object.fromEntries(messages.map((m) => [m, chatReply(m)]))));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(messages)], {
    encoding: 'utf8',
  });
  replies = JSON.parse(output) as Record<Message, string>;
});

const { plans } = matter(fs.readFileSync(path.join('content', 'marketing', 'plans.md'), 'utf8')).data as {
  plans: { id: string; name: string; monthlyPrice: number | string; annualPrice: number | string }[];
};
const plan = (id: string) => plans.find((entry) => entry.id === id)!;
const personOption = `**${handoff.action}**`;

describe('receiver chat replies', () => {
  it('a plan named by the message: its own prices from plans.md, not the cheapest plan', () => {
    const plus = plan('plus');
    for (const message of ['how much is plus?', 'What does the Plus plan cost?'] as const) {
      expect(replies[message]).toContain(`**Plus** costs **$${plus.annualPrice}/month** billed annually`);
      expect(replies[message]).toContain(`$${plus.monthlyPrice}/month billed monthly`);
      expect(replies[message]).not.toContain('Basic');
    }
    expect(replies['enterprise pricing']).toMatch(/\*\*Enterprise\*\* is priced for your volume.*\(\/contact\)/);
  });

  it('pricing in general: where plans start and every priced plan', () => {
    const reply = replies['What does the pricing look like?'];
    expect(reply).toContain(`Plans start at **$${plan('basic').annualPrice}/month** billed annually (Basic)`);
    for (const id of ['plus', 'premium']) expect(reply).toContain(`$${plan(id).annualPrice}/month`);
    // One statement of the prices: the starting price is not listed a second time.
    expect(reply.split(`$${plan('basic').annualPrice}/month`)).toHaveLength(2);
    expect(reply).toContain('[pricing](/pricing)');
  });

  it('a feature: the plans that include it, from the comparison table', () => {
    expect(replies['Which plan do I need for API access?']).toBe(
      `**API access** comes with Premium ($${plan('premium').annualPrice}/month billed annually) and Enterprise; Basic and Plus do not include it. See [pricing](/pricing) to compare every plan.`,
    );
  });

  it('a paid add-on is offered for its fee, not said to be included', () => {
    expect(replies['Does Basic include bulk product creation?']).toMatch(
      /^\*\*Basic\*\* offers bulk product creation \(fee quoted on request\) as a paid add-on; Plus, Premium and Enterprise include it\. /,
    );
  });

  it('setup fees from plans.md; a bare greeting is greeted, a greeting with words after it is a question', () => {
    const { setupFees } = matter(fs.readFileSync(path.join('content', 'marketing', 'plans.md'), 'utf8')).data as {
      setupFees: { api: number; file: number };
    };
    expect(replies['is there a setup fee']).toContain(`**$${setupFees.api}** per vendor for its API`);
    expect(replies['is there a setup fee']).toContain(`**$${setupFees.file}** for CSV, XML or FTP files`);
    expect(replies.hi).toMatch(/^Hi! Ask me about plans and prices/);
    expect(replies['Hello marker-3']).toMatch(/^Our site doesn't answer that, so I won't guess/);
  });

  it('a vendor by name: its status, what it makes (not its directory group) and a link to its page', () => {
    for (const message of ['do you work with kuzco', 'Do you integrate with Kuzco Lighting for our lamps?'] as const) {
      expect(replies[message]).toMatch(
        /^Yes, \[Kuzco Lighting\]\(\/vendor-integrations\/kuzco\) \(modern LED decorative and architectural lighting\) is a \*\*live\*\* integration\. .*It connects by FTP/,
      );
      expect(replies[message]).not.toContain('Furniture');
    }
    expect(replies['do you work with quorum']).toMatch(/^Yes, \[Quorum International\]\(.*\) \(ceiling fans, /);
    expect(replies['is medline supported']).toMatch(
      /^\*\*Medline\*\* \(medical and personal care supplies\) is in \*\*beta\*\*\. .*It will connect by FTP/,
    );
    expect(replies['wheelpros?']).toMatch(
      /^Not yet: \*\*WheelPros\*\* \(aftermarket wheels and tires\) is \*\*coming soon\*\*/,
    );
  });

  it('a sync interval the product does not offer is a no with the hourly sync, never a plain yes', () => {
    const reply = replies['Do you support Crystorama inventory sync every 15 minutes?'];
    expect(reply).toMatch(/^No: inventory syncs from your vendors about \*\*every hour\*\*, not every 15 minutes/);
    expect(reply).toContain('[Crystorama](/vendor-integrations/');
    expect(reply).not.toMatch(/^Yes/m);
  });
  it('a vendor not listed: says so, and offers a custom integration and a person', () => {
    const reply = replies['do you integrate with acme supply co'];
    expect(reply).toMatch(/^No, not yet: \*\*Acme supply co\*\* is not in our list of pre-built integrations/);
    expect(reply).toContain('[custom integrations](/custom-integrations)');
    expect(reply).toContain(personOption);
  });

  it('a person: the chat\'s "Talk to a person" option by its label, an email, and the support hours', () => {
    for (const message of ['can i talk to a human', 'I want to speak to someone'] as const) {
      // The label the widget sets as a button in the reply itself (the offer ends many answers: kept short); "under
      // the message box" sent a visitor looking for a control the answer held (outside review ZZZZZ).
      expect(replies[message]).toContain(`choose ${personOption} and leave your email`);
      expect(replies[message]).not.toContain('under the message box');
      expect(replies[message]).not.toContain(`the ${handoff.menuLabel} menu`);
      expect(replies[message]).toContain('leave your email');
      expect(replies[message]).toContain(supportHours);
      expect(replies[message]).not.toContain('You asked');
    }
  });

  it('a how-to question: the best-matching documentation article, linked', () => {
    // The guide's steps in two sentences, not its one-line summary (outside review KK), and the guide.
    expect(replies['how do i add a vendor']).toMatch(
      /^In your dashboard, open \*\*Add Vendor\(s\)\*\*.*\. In \*\*Vendor Shopify Settings\*\*.*See the \[Add a Vendor\]\(\/documentation\/add-vendor\) guide/,
    );
    expect(replies['How do price rules handle MAP and MSRP?']).toMatch(
      /^You set a percentage markup .*\(\/faq#how-do-price-rules-work\).*\[Pricing Rules\]\(\/documentation\/pricing-rules\)/,
    );
    expect(replies['How often is inventory synced?']).toContain(
      '[Inventory Management](/documentation/inventory-management)',
    );
  });

  it('several how-to questions: each article answered first, and no lead-in to a link said twice', () => {
    const reply = replies['how do price rules work and how do I add a vendor and how do orders get routed'];
    expect(reply).toContain('Step-by-step: [Pricing Rules](/documentation/pricing-rules)');
    expect(reply).toContain('See the [Add a Vendor](/documentation/add-vendor) guide for every step.');
    expect(reply).not.toContain('covers this');
    const leadIns = [...reply.matchAll(/([A-Z][\w -]*:) \[/g)].map((match) => match[1]);
    expect(leadIns.length).toBeGreaterThanOrEqual(2);
    expect(new Set(leadIns).size).toBe(leadIns.length);
  });

  it('nothing matched: says so plainly and offers a person, never the message repeated back', () => {
    const reply = replies['Where is my order? marker-1'];
    expect(reply).toMatch(/^I can't see accounts or orders from this chat/);
    expect(reply).toContain(personOption);
    for (const message of [
      'Where is my order? marker-1',
      'Hello [x](javascript:alert(1)) marker-2',
      'Hello marker-3',
    ] as const) {
      expect(replies[message]).not.toContain('marker-');
      expect(replies[message]).not.toContain('javascript:');
    }
    // The hours only where a person is asked for (outside review KK: said everywhere, they read as boilerplate).
    expect(replies['Hello [x](javascript:alert(1)) marker-2']).toContain('our team replies by email');
    expect(replies['Hello [x](javascript:alert(1)) marker-2']).not.toContain(supportHours);
  });
});
