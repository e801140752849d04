// @ts-check
/**
 * What the test model (model.mjs) says next, as a model that follows the chat agent's system message
 * would: the docs tool for llms.txt, then for the `.md` twin of the article whose title the question names,
 * then a few sentences from that article with a link to its page on the site the system message names; and
 * for a question no article names, notCoveredAnswer. Pure functions: the specs import the texts they expect.
 */

/**
 * The answer to a question the docs do not cover: it begins with the question, so that the specs and the load
 * test see which message was answered, and offers a person.
 * @param {string} question
 */
export function notCoveredAnswer(question) {
  return `You asked: "${question}". The documentation does not cover that, so I would rather not guess: "Talk to a person" sends this conversation to our team, who reply by email.`;
}

/**
 * @typedef {{ role: string, content?: string | Array<{ type: string, text?: string }> | null, tool_calls?: unknown[] }} Message
 * @typedef {{ type: string, function: { name: string, parameters?: { properties?: Record<string, unknown> } } }} Tool
 * @typedef {{ content: string } | { tool: string, args: Record<string, string> }} Reply
 */

/** @param {Message['content']} content */
function textOf(content) {
  if (typeof content === 'string') return content;
  return (content ?? []).map((part) => part.text ?? '').join('');
}

/**
 * The text a tool returned: n8n may hand it over as JSON (an item, a list of items); the longest string in it.
 * @param {string} content
 */
function plainText(content) {
  /** @param {unknown} value @returns {string} */
  const longest = (value) => {
    if (typeof value === 'string') return value;
    if (!value || typeof value !== 'object') return '';
    return Object.values(value)
      .map(longest)
      .reduce((best, text) => (text.length > best.length ? text : best), '');
  };
  try {
    return longest(JSON.parse(content)) || content;
  } catch {
    return content;
  }
}

/**
 * The article of llms.txt whose title the question names (`- [Add a Vendor](https://…/add-vendor.md): …`).
 * @param {string} llms
 * @param {string} question
 */
function articleFor(llms, question) {
  const asked = question.toLowerCase();
  for (const [, title, link] of llms.matchAll(/^- \[([^\]]+)\]\(([^)\s]+\.md)\)/gm)) {
    if (title && link && asked.includes(title.toLowerCase())) return { title, path: new URL(link).pathname };
  }
  return null;
}

/**
 * The first paragraph of an article's Markdown after its title, summary and source line.
 * @param {string} markdown
 */
function firstParagraph(markdown) {
  const paragraphs = markdown.split(/\n\s*\n/).map((block) => block.replace(/\s+/g, ' ').trim());
  return paragraphs.find((block) => block && !/^(#|>|Source:|\||- |\d+\. )/.test(block)) ?? '';
}

/**
 * What a model that follows the system message says next.
 * @param {Message[]} messages
 * @param {Tool[]} tools
 * @returns {{ question: string, toolResults: string[], reply: Reply }}
 */
export function nextReply(messages, tools) {
  const system = textOf(messages.find((message) => message.role === 'system')?.content);
  const site = /https?:\/\/[^\s]+?(?=[.,]?\s)/.exec(system)?.[0] ?? '';
  const lastUser = messages.map((message) => message.role).lastIndexOf('user');
  const question = textOf(messages[lastUser]?.content).trim();
  const toolResults = messages
    .slice(lastUser + 1)
    .filter((message) => message.role === 'tool')
    .map((message) => plainText(textOf(message.content)));
  const tool = tools.find((candidate) => candidate.type === 'function')?.function;
  const argument = Object.keys(tool?.parameters?.properties ?? {})[0] ?? 'path';
  const notCovered = { content: notCoveredAnswer(question) };
  if (!tool) return { question, toolResults, reply: notCovered };
  const [llms, article] = toolResults;
  if (llms === undefined)
    return { question, toolResults, reply: { tool: tool.name, args: { [argument]: 'llms.txt' } } };
  const found = articleFor(llms, question);
  if (!found) return { question, toolResults, reply: notCovered };
  if (article === undefined) {
    return { question, toolResults, reply: { tool: tool.name, args: { [argument]: found.path.slice(1) } } };
  }
  const page = `${site}${found.path.replace(/\.md$/, '')}`;
  return {
    question,
    toolResults,
    reply: { content: `${firstParagraph(article)} See [${found.title}](${page}).` },
  };
}
