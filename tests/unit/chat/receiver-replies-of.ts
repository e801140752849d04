import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The local receiver's chat reply to each message, as the receiver itself writes it: its modules are
 * ES modules outside Jest's transform, so they run in a child Node process.
 */
export function receiverRepliesOf(messages: string[]): Record<string, string> {
  const repliesModule = path.join(process.cwd(), 'scripts', 'receiver', 'replies.mjs');
  const script = `import { chatReply } from ${JSON.stringify(repliesModule)};
    const messages = JSON.parse(process.argv[1]);
    console.log(JSON.stringify(Object.fromEntries(messages.map((m) => [m, chatReply(m)]))));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(messages)], {
    encoding: 'utf8',
  });
  return JSON.parse(output) as Record<string, string>;
}
