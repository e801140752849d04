/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import handoff from '@/content/chat/handoff.json';
import { describeQuestionSuite, mustAndNever, receiverRepliesOf } from './receiver-replies-of';

// Store owners' plan questions as they type them (typos, lower case, a count of vendors, stores,
// products or orders, two questions at once), after outside review Chat 7: asked "…and which plan do
// I need for 3 vendors?", the chat named the plans with two-way sync. Each reply must name the
// smallest plan whose limits fit, with its price from plans.md, and answer every part in order.
type PlanData = { id: string; name: string; annualPrice: number | string; limits: Record<string, string> };
const { plans } = matter(fs.readFileSync(path.join('content', 'marketing', 'plans.md'), 'utf8')).data as {
  plans: PlanData[];
};
const plan = (id: string) => plans.find((item) => item.id === id)!;
/** What a fitting answer says: the plan in bold, its price (or a quote for a custom one), the pricing link. */
const fits = (id: string) => {
  const { name, annualPrice } = plan(id);
  return [
    `you need **${name}**`,
    typeof annualPrice === 'number' ? `**$${annualPrice}/month**` : '(/contact)',
    '(/pricing)',
  ];
};
/** A plan's limit of a kind, as plans.md writes it and an answer quotes it. */
const limit = (id: string, kind: string) => plan(id).limits[kind]!.replace(/^Up/, 'up');
const person = `**${handoff.action}**`;
const wrongHalf = /Two-way sync by vendor tag\*\* comes with/;

/** `order`: texts that must appear in this order (each part answered where it was asked). */
type Case = { must: (string | RegExp)[]; never?: (string | RegExp)[]; order?: string[] };
const cases: Record<string, Case> = {
  // The reviewer's question, word for word (/tmp/review-dd/inter.mjs).
  'Can Linkwell sync Crystorama stock to my store every hour, and which plan do I need for 3 vendors?': {
    must: [...fits('plus'), limit('plus', 'vendors'), `Basic only 2 vendors`, 'Crystorama'],
    never: [wrongHalf],
    order: ['every hour', 'you need **Plus**'],
  },
  'which plan for 3 vendors': { must: [...fits('plus'), limit('plus', 'vendors')], never: [wrongHalf] },
  'I have 5 stores': { must: ['**Enterprise**', '(/contact)', '(/pricing)', 'Premium 3 stores'] },
  '10,000 products': { must: [...fits('premium'), limit('premium', 'products')] },
  'we have about 10,000 products what plan': { must: fits('premium') },
  'wich plan do i need for 10k products??': { must: [...fits('premium'), 'For 10,000 products'] },
  'i got 4 vendros, what plan shoud i get': { must: [...fits('plus'), 'For 4 vendors'] },
  'how much for 2 stores and 8 vendors': {
    must: [...fits('premium'), limit('premium', 'vendors'), 'Plus only 6 vendors'],
  },
  'running 3 shopify stores with 15 vendors, which tier?': {
    must: [...fits('enterprise'), 'Premium only 12 vendors'],
    never: ['Plans start at'],
  },
  'Which plan do I need for 500 orders a month?': { must: [...fits('premium'), limit('premium', 'orders')] },
  'wht plan for 20000 skus': { must: [...fits('premium'), 'For 20,000 products'] },
  'one store, two vendors, 800 products - cheapest plan?': { must: fits('basic') },
  'need 30 vendors & 50k products how much': { must: [...fits('enterprise'), 'unlimited vendors'] },
  'which plan for 3 vendors? also do you integrate with kuzco': {
    must: [...fits('plus'), '(/vendor-integrations/kuzco)'],
    order: ['you need **Plus**', 'Kuzco Lighting'],
  },
  'hi! i have 6 vendors and 3000 products. which plan and do you have a free trial?': {
    must: [...fits('plus'), '14-day free trial'],
    order: ['you need **Plus**', '14-day free trial'],
  },
  'do you do two way sync? also i have 4 vendros, which plan': {
    must: ['(/documentation/two-way-syncing)', ...fits('plus')],
    order: ['Two-Way Syncing', 'you need **Plus**'],
    never: ['Plans start at'],
  },
  // A part the site does not answer is said so plainly, in its place, with the way to a person.
  'what plan do i need for 3 vendors and can you design my logo?': {
    must: [...fits('plus'), "I can't answer your second question", person],
    order: ['you need **Plus**', "I can't answer your second question"],
  },
  'what does plus cost and how many vendors does basic allow': {
    must: [`**$${plan('plus').annualPrice}/month**`, `**Basic** includes ${limit('basic', 'vendors')}`],
    order: ['**Plus** costs', '**Basic** includes'],
  },
};

let replies: Record<string, string>;
beforeAll(() => {
  replies = receiverRepliesOf(Object.keys(cases));
});

/** What is wrong with one reply, as a list (empty when it answers the case). */
function problems(question: string, { must, never = [], order = [] }: Case) {
  const reply = replies[question] ?? '';
  const found = mustAndNever(reply, must, never);
  const positions = order.map((text) => reply.indexOf(text));
  if (positions.some((position, index) => position < 0 || (index > 0 && position < positions[index - 1]!)))
    found.push(`out of order: ${order.join(' → ')}`);
  if (/^Our site doesn't answer that/.test(reply)) found.push('the fallback');
  const amounts = reply.match(/\$\d[\d,]*\/month/g) ?? [];
  if (amounts.length !== new Set(amounts).size) found.push('a price said twice');
  return found;
}

describeQuestionSuite(
  'plan questions with a count, and questions of two parts, as store owners type them',
  'Plan-fit and two-part questions',
  cases,
  problems,
  15,
);
