import fs from 'node:fs';
import path from 'node:path';

/**
 * Lines an outside review marked as stilted or machine-made, and headings that were whole sentences in
 * Title Case, as a store owner now reads them. Each: where, how it reads now, the wording it replaced.
 */
const rewritten: [file: string, now: string, was: string][] = [
  [
    'content/forms/custom-integrations.md',
    'The fee depends only on what your vendor sends.',
    'It settles three things',
  ],
  [
    'content/forms/custom-integrations.md',
    'The fee depends only on what your vendor sends.',
    'Three things for your vendor, agreed',
  ],
  [
    'content/forms/custom-integrations.md',
    'The fee depends only on what your vendor sends.',
    'A published fee, set by what your vendor sends',
  ],
  [
    'content/marketing/about.md',
    'A failed sync tells you which of five causes stopped it, and how to fix it.',
    'names which of five causes it is',
  ],
  [
    'content/marketing/about.md',
    'On Premium, about 2 hours day or night, as the four of us take turns on call.',
    'someone is on call 24/7',
  ],
  ['content/marketing/how-it-works.md', 'title: Your First Week', 'What You See, and When'],
  // Why there is no money-back period, not a curt line (outside review EEEEE).
  [
    'content/faq/02-pricing.md',
    'so use the 14-day free trial to try Linkwell first',
    'The free trial is how to try Linkwell',
  ],
  ['content/careers/index.md', "managerLine: 'Hiring manager: {name}, {role}'", 'hires for these roles'],
  ['content/marketing/home.md', "title: '{count} Live Integrations, No Setup Fee'", 'Each Free to Set Up'],
  ['content/marketing/about.md', 'title: Vendor Terms in Writing', 'Feed Terms Agreed With Each Vendor, in Writing'],
  ['content/marketing/about.md', 'title: Live in Under 30 Minutes', 'Then Synced Hourly'],
  ['content/marketing/how-it-works.md', 'An agency quotes months to build a single integration.', 'with all of theirs'],
  [
    'content/marketing/how-it-works.md',
    'An agency quotes months to build a single integration.',
    'against the months an agency quotes',
  ],
  [
    'content/marketing/about.md',
    'intro: "Don\'t take our word for it: follow the links and see."',
    'Each links to the page where',
  ],
  ['content/vendors/index.md', 'Join a beta, or ask us to tell you the day one goes live.', 'ask to hear the day one'],
  // Outside review TT: "'You keep: All but fees' reads oddly".
  ['content/vendors/index.md', 'margin: Your margin', 'margin: You keep'],
  // Outside reviews VV and AAA: "Set by you" over "Price − fees", then "Unchanged" over "After fees", read as placeholders.
  ['content/vendors/index.md', 'stock: In stock', 'noPrice: Unchanged'],
  ['content/vendors/index.md', 'setup: Setup', 'noCost: After fees'],
];

describe('lines that read naturally', () => {
  it.each(rewritten)('%s: "%s"', (file, now, was) => {
    const text = fs.readFileSync(path.join(process.cwd(), file), 'utf8').replace(/\s+/g, ' ');
    expect(text).toContain(now);
    expect(text).not.toContain(was);
  });
});
