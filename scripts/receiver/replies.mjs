// @ts-check
/** The receiver's chat answers: short, deterministic and on topic, like a helpful support bot. */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { projectRoot } from '../lib/paths.mjs';

/**
 * The lowest price per month, billed annually, and its plan, read from the file that defines every
 * price (content/marketing/plans.md), so this canned answer never quotes a stale one.
 */
function startingPlan() {
  /** @type {{ plans: { name: string, annualPrice: number | 'custom' }[] }} */
  const { plans } = /** @type {any} */ (
    matter(fs.readFileSync(path.join(projectRoot, 'content', 'marketing', 'plans.md'), 'utf8')).data
  );
  const priced = plans.filter((plan) => typeof plan.annualPrice === 'number');
  const cheapest = priced.reduce((low, plan) => (Number(plan.annualPrice) < Number(low.annualPrice) ? plan : low));
  return { name: cheapest.name, price: `$${cheapest.annualPrice}` };
}
const starting = startingPlan();

/** @type {[RegExp, string][]} */
const answers = [
  [
    /price|pricing|plan|cost/i,
    `Plans start at **${starting.price}/month** billed annually (${starting.name}). See [pricing](/pricing) for every plan.`,
  ],
  [/trial/i, 'Every plan comes with a **14-day free trial**.'],
  [
    /sync|inventory|stock/i,
    'Inventory syncs from your vendors about **every hour**, and you can hold back a safety stock with Quantity Delta.',
  ],
  [/vendor/i, 'You can connect pre-built vendors for free, or request a custom integration.'],
];

/** @param {unknown} message */
export function chatReply(message) {
  const text = String(message ?? '').trim();
  for (const [pattern, answer] of answers) if (pattern.test(text)) return answer;
  return `Thanks for your message! You asked: "${text.slice(0, 200)}". A specialist will follow up if I cannot help.`;
}

/**
 * @typedef {{ nodeId: string, nodeName: string, itemIndex: number, runIndex: number, timestamp: number }} ChunkMetadata
 * @typedef {{ type: string, content?: string, metadata: ChunkMetadata }} StreamChunk
 */

/**
 * n8n's streamed reply: newline-delimited JSON chunks for one node run.
 * @param {string} reply
 * @returns {StreamChunk[]}
 */
export function streamChunks(reply, nodeId = 'agent-node') {
  const metadata = { nodeId, nodeName: 'AI Agent', itemIndex: 0, runIndex: 0, timestamp: Date.now() };
  const words = reply.split(/(?<= )/);
  /** @type {string[]} */
  const pieces = [];
  for (let i = 0; i < words.length; i += 3) pieces.push(words.slice(i, i + 3).join(''));
  return [
    { type: 'begin', metadata },
    ...pieces.map((content) => ({ type: 'item', content, metadata })),
    { type: 'end', metadata },
  ];
}

/**
 * A stream that starts answering, then fails the way n8n reports a node error.
 * @param {string} reply
 * @returns {StreamChunk[]}
 */
export function streamErrorChunks(reply, nodeId = 'agent-node') {
  const [begin, firstItem] = /** @type {[StreamChunk, StreamChunk]} */ (streamChunks(reply, nodeId));
  return [begin, firstItem, { type: 'error', content: 'Node execution failed', metadata: begin.metadata }];
}

/**
 * One reply streamed by two node runs (a research step, then the answer), as two bubbles.
 * @param {string} reply
 */
export function multiNodeChunks(reply) {
  return [
    ...streamChunks('I looked this up in our documentation.', 'research-node'),
    ...streamChunks(reply, 'answer-node'),
  ];
}

/**
 * A reply streamed by very many node runs, one short sentence each (a workflow gone wrong, or a hostile one).
 * @param {string} reply
 */
export function manyNodeChunks(reply, runs = 3000) {
  return [
    ...streamChunks(reply, 'answer-node'),
    ...Array.from({ length: runs }, (_, run) => streamChunks(`Step ${run + 1}.`, `step-${run + 1}`)).flat(),
  ];
}

/**
 * A session's memory as n8n answers loadPreviousSession: LangChain's serialised messages.
 * @param {{ human: string, ai: string }[]} exchanges
 */
export function historyItems(exchanges) {
  /** @param {string} type @param {string} content */
  const item = (type, content) => ({
    lc: 1,
    type: 'constructor',
    id: ['langchain_core', 'messages', type],
    kwargs: { content, additional_kwargs: {}, response_metadata: {} },
  });
  return exchanges.flatMap(({ human, ai }) => [item('HumanMessage', human), item('AIMessage', ai)]);
}
