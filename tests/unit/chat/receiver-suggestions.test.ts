/** @jest-environment node */
import suggested from '@/content/chat/suggested-questions.json';
import { chatReply } from '../../../scripts/receiver/replies.mjs';
import { withoutRepeatedLinks } from '../../../scripts/receiver/replies/docs.mjs';

const links = (reply: string) => [...reply.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);

describe('the receiver: the chat suggested questions', () => {
  it.each(suggested.questions)('"%s" gets its own answer, with no link given twice', (question) => {
    const reply = chatReply(question);
    expect(reply).not.toMatch(/^Our site doesn't answer that/);
    expect(new Set(links(reply)).size).toBe(links(reply).length);
  });

  it('the answers differ: setup time, a vendor, a plan to pick and a sync problem', () => {
    const [setup, vendor, plan, sync] = suggested.questions.map(chatReply) as [string, string, string, string];
    expect(setup).toMatch(/under 5 minutes/);
    expect(vendor).toContain('(/documentation/add-vendor)');
    // A plan to pick by its limits, not only a list of prices.
    expect(plan).toContain('billed annually');
    expect(plan).toMatch(/\*\*Basic\*\*, \$89\/month: up to 2 vendors, 1,000 products/);
    expect(plan).toContain('- **Enterprise**');
    // The Health Check guide's five causes as a list, then where to read each fix.
    expect(sync.match(/^\d\. \*\*/gm)).toHaveLength(5);
    expect(sync).toContain('[Health Check](/documentation/health-check)');
  });

  // Each is read whole under its question in the 384x500 window (the e2e chat spec measures it): the
  // answer first, in short lines, and a link for the rest.
  it.each(suggested.questions)('"%s" is answered in under 560 characters', (question) => {
    expect(chatReply(question).length).toBeLessThan(560);
  });
});

describe('withoutRepeatedLinks', () => {
  it('leaves out a pointer to an article an earlier answer already linked', () => {
    expect(
      withoutRepeatedLinks([
        'Add a vendor with its credentials.\nStep-by-step: [Add a Vendor](/documentation/add-vendor)',
        'Map its Smart Collection. Details: [Add a Vendor](/documentation/add-vendor). Then sync.',
        'Credentials differ per vendor.\nThe full guide: [Add a Vendor](/documentation/add-vendor)',
        'Related: [Pricing Rules](/documentation/pricing-rules)',
      ]),
    ).toEqual([
      'Add a vendor with its credentials.\nStep-by-step: [Add a Vendor](/documentation/add-vendor)',
      'Map its Smart Collection. Then sync.',
      'Credentials differ per vendor.',
      'Related: [Pricing Rules](/documentation/pricing-rules)',
    ]);
  });

  it('a multi-question reply names one article once', () => {
    const reply = chatReply('how do I add a vendor? and how long does it take to add a vendor to my store?');
    expect(reply.split('(/documentation/add-vendor)')).toHaveLength(2);
  });
});
