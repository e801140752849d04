/**
 * @jest-environment node
 */
// The stand-in model of `npm run test:n8n` (tests/n8n/model-replies.mjs) follows the shipped system message:
// the site it links is the one set-origins.mjs wrote there, and it reads llms.txt before the article.
import { readWorkflow } from '../../deploy/n8n/set-origins.mjs';
import { withSiteDocs } from '../../deploy/n8n/chat-agent.mjs';
import { nextReply, notCoveredAnswer } from '../../tests/n8n/model-replies.mjs';

const agent = withSiteDocs(readWorkflow('chat-webhook-get.json'), 'https://www.shop.test').nodes.find(
  (node) => node.name === 'AI Agent',
)!;
const system = { role: 'system', content: agent.parameters.options.systemMessage as string };
const tools = [
  {
    type: 'function',
    function: { name: 'Read_the_docs', parameters: { properties: { path: { type: 'string' } } } },
  },
];
const llms = [
  '# Linkwell',
  '',
  '## Getting Started',
  '',
  '- [Quick Start Guide](https://linkwell.example/documentation/quick-start-guide.md): Create your account.',
  '- [Add a Vendor](https://linkwell.example/documentation/add-vendor.md): Add a vendor with its credentials.',
].join('\n');
const article = [
  '# Add a Vendor',
  '',
  '> Add a vendor with its credentials.',
  '',
  'Source: https://linkwell.example/documentation/add-vendor',
  '',
  'A vendor is any partner whose products you sell.',
  'Once a vendor is added, Linkwell keeps your store in step.',
  '',
  '## Add the vendor',
].join('\n');
const toolCall = (path: string) => ({ role: 'assistant', content: null, tool_calls: [{ path }] });
const toolResult = (content: string) => ({ role: 'tool', content });

describe('the test model', () => {
  const question = { role: 'user', content: 'how do I add a vendor?' };

  test('asks for llms.txt, then the article the question names, then answers from it with a link to its page', () => {
    expect(nextReply([system, question], tools).reply).toEqual({ tool: 'Read_the_docs', args: { path: 'llms.txt' } });
    expect(nextReply([system, question, toolCall('llms.txt'), toolResult(llms)], tools).reply).toEqual({
      tool: 'Read_the_docs',
      args: { path: 'documentation/add-vendor.md' },
    });
    const answered = nextReply(
      [system, question, toolCall('llms.txt'), toolResult(llms), toolCall('add-vendor'), toolResult(article)],
      tools,
    );
    expect(answered.reply).toEqual({
      content:
        'A vendor is any partner whose products you sell. Once a vendor is added, Linkwell keeps your store in step. ' +
        'See [Add a Vendor](https://www.shop.test/documentation/add-vendor).',
    });
    expect(answered.toolResults).toEqual([llms, article]);
  });

  test('reads a tool result n8n wraps in JSON, and only the tool results of the current question', () => {
    const earlier = [{ role: 'user', content: 'hello' }, toolCall('llms.txt'), toolResult('# Old')];
    const wrapped = toolResult(JSON.stringify([{ data: llms }]));
    expect(nextReply([system, ...earlier, question, toolCall('llms.txt'), wrapped], tools)).toMatchObject({
      toolResults: [llms],
      reply: { tool: 'Read_the_docs', args: { path: 'documentation/add-vendor.md' } },
    });
  });

  test('a question no article names is not guessed at: it offers a person', () => {
    const other = { role: 'user', content: 'Can you book me a flight?' };
    expect(nextReply([system, other, toolCall('llms.txt'), toolResult(llms)], tools).reply).toEqual({
      content: notCoveredAnswer('Can you book me a flight?'),
    });
    expect(notCoveredAnswer('x')).toContain('"Talk to a person"');
  });
});
