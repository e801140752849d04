import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { expect, test } from '../helpers/test';
import { uniqueMarker } from '../helpers/receiver';
import { startChat } from './chat-helpers';

// The local receiver (scripts/receiver/replies.mjs) answers what was asked from the site's content;
// the reviewer's questions, as the widget shows the answers.
const { plans } = matter(fs.readFileSync(path.join('content', 'marketing', 'plans.md'), 'utf8')).data as {
  plans: { id: string; annualPrice: number | string; limits: { vendors: string } }[];
};
const plusAnnual = plans.find((plan) => plan.id === 'plus')!.annualPrice;
/** "up to 6 vendors": a plan's vendor limit as plans.md writes it. */
const vendorLimit = (id: string) => plans.find((plan) => plan.id === id)!.limits.vendors.replace(/^Up to /, '');

test('the receiver answers the plan, the vendor and the person that were asked about, with links', async ({
  visitor: page,
}) => {
  const widget = await startChat(page);
  const marker = uniqueMarker('ask');

  await widget.send(`What does the Plus plan cost? ${marker}`);
  const price = widget.botBubbles.last();
  await expect(price).toContainText(`Plus costs $${plusAnnual}/month billed annually`);
  await expect(price.getByRole('link', { name: 'pricing' })).toHaveAttribute('href', '/pricing');

  await widget.send(`Do you integrate with Kuzco Lighting? ${marker}`);
  await expect(widget.botBubbles.last().getByRole('link', { name: 'Kuzco Lighting' })).toHaveAttribute(
    'href',
    '/vendor-integrations/kuzco',
  );
  // Named by its trade, not its directory group ("in our Furniture category" read as a lighting maker mis-filed).
  await expect(widget.botBubbles.last()).toContainText(
    'Kuzco Lighting (modern LED decorative and architectural lighting) is a live integration.',
  );
  await expect(widget.botBubbles.last()).not.toContainText('Furniture');

  await widget.send(`Can I talk to a human? ${marker}`);
  await expect(widget.botBubbles.last()).toContainText('choose Talk to a person under the message box');
  // The option the answer names is there, under that label.
  await widget.window.getByRole('button', { name: 'Chat options' }).click();
  await expect(widget.window.getByRole('menuitem', { name: 'Talk to a person' })).toBeVisible();
});

test('what the site does not say is said plainly, with the way to a person, and the question is never echoed', async ({
  visitor: page,
}) => {
  const widget = await startChat(page);
  const marker = uniqueMarker('plain');

  await widget.send(`Do you offer refunds? ${marker}`);
  await expect(widget.botBubbles.last()).toContainText('not refunded pro rata');
  await expect(widget.botBubbles.last().getByRole('link', { name: 'Cancellation and Your Data' })).toHaveAttribute(
    'href',
    '/terms#cancellation-and-your-data',
  );

  await widget.send(`do you integrate with Acme Lighting? ${marker}`);
  await expect(widget.botBubbles.last()).toContainText('Acme Lighting is not in our list of pre-built integrations');

  await widget.send(`can you help me with my theme colors ${marker}`);
  await expect(widget.botBubbles.last()).toContainText("Our site doesn't answer that, so I won't guess.");
  await expect(widget.botBubbles.last()).toContainText('Talk to a person');
  await expect(widget.botBubbles.filter({ hasText: marker })).toHaveCount(0);
});

// Outside review Chat 7: asked this, the chat named the plans with two-way sync, not the plan for 3 vendors.
test('a question of two parts gets both answered in order, and a count of vendors gets the plan that fits', async ({
  visitor: page,
}) => {
  const widget = await startChat(page);
  const marker = uniqueMarker('fit');
  await widget.send(
    `Can Linkwell sync Crystorama stock to my store every hour, and which plan do I need for 3 vendors? ${marker}`,
  );
  const reply = widget.botBubbles.last();
  await expect(reply).toContainText(`you need Plus, $${plusAnnual}/month billed annually`);
  await expect(reply).toContainText(`it allows up to ${vendorLimit('plus')}, and Basic only ${vendorLimit('basic')}`);
  await expect(reply).not.toContainText('Two-way sync by vendor tag comes with');
  await expect(reply.getByRole('link', { name: 'pricing' })).toHaveAttribute('href', '/pricing');
  // The sync half first, then the plan, as asked.
  const text = (await reply.innerText()).replace(/\s+/g, ' ');
  expect(text.indexOf('every hour')).toBeGreaterThanOrEqual(0);
  expect(text.indexOf('every hour')).toBeLessThan(text.indexOf('you need Plus'));
  await expect(widget.botBubbles.filter({ hasText: marker })).toHaveCount(0);
});
