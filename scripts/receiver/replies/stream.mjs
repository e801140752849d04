// @ts-check
/** The shapes n8n answers in: streamed chunks (one node run or several, or an error mid-stream) and a session's history. */

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
