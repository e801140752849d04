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

/**
 * A suite of questions as store owners type them: one test per case (its problems listed, none
 * expected), and one that prints the pass rate and holds the suite to at least `minimum` cases.
 */
export function describeQuestionSuite<Case>(
  title: string,
  label: string,
  cases: Record<string, Case>,
  problems: (question: string, expected: Case) => string[],
  minimum: number,
) {
  describe(title, () => {
    it.each(Object.entries(cases))('%s', (question, expected) => {
      expect(problems(question, expected)).toEqual([]);
    });

    it('passes every case (the pass rate is printed)', () => {
      const entries = Object.entries(cases);
      const passed = entries.filter(([question, expected]) => problems(question, expected).length === 0).length;
      console.log(`${label}: ${passed}/${entries.length} pass (${Math.round((passed / entries.length) * 100)}%)`);
      expect(entries.length).toBeGreaterThanOrEqual(minimum);
      expect(passed).toBe(entries.length);
    });
  });
}

/** What a reply lacks of `must` and holds of `never`, each as a problem line ("missing …", "has …"). */
export function mustAndNever(reply: string, must: (string | RegExp)[], never: (string | RegExp)[] = []): string[] {
  const found: string[] = [];
  for (const expected of must)
    if (typeof expected === 'string' ? !reply.includes(expected) : !expected.test(reply))
      found.push(`missing ${expected}`);
  for (const forbidden of never)
    if (typeof forbidden === 'string' ? reply.includes(forbidden) : forbidden.test(reply))
      found.push(`has ${forbidden}`);
  return found;
}
