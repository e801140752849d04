import fs from 'node:fs';
import path from 'node:path';
import { THEME_STORAGE_KEY } from '@/lib/brand/theme';
import { SESSION_STORAGE_KEY } from '@/lib/chat/session';
import { TRANSCRIPT_KEY_PREFIX } from '@/lib/chat/transcript';
import { API_LANGUAGE_KEY } from '@/lib/docs/api-language';
import { FEEDBACK_QUEUE_KEY, feedbackStorageKey } from '@/lib/docs/feedback-session';
import { FEEDBACK_SENDING_KEY } from '@/lib/forms/docs-feedback';
import { draftStorageKey } from '@/lib/forms/drafts';

const root = process.cwd();
const policy = fs.readFileSync(path.join(root, 'content/legal/cookies.md'), 'utf8');

/** Every module that reaches the browser's storage, and the keys kept through it. */
const keepers: Record<string, string[]> = {
  // browserStorage(), which the transcript (lib/chat/transcript.ts) is written through too.
  'lib/chat/session.ts': [SESSION_STORAGE_KEY, TRANSCRIPT_KEY_PREFIX],
  'lib/first-paint/theme.ts': [THEME_STORAGE_KEY],
  'lib/forms/drafts.ts': [draftStorageKey('')],
  'lib/docs/feedback-session.ts': [feedbackStorageKey(''), FEEDBACK_QUEUE_KEY],
  'lib/forms/docs-feedback.ts': [FEEDBACK_QUEUE_KEY, FEEDBACK_SENDING_KEY],
  'lib/docs/api-language.ts': [API_LANGUAGE_KEY],
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [file] : [];
  });
}

// Issue 52, point 6: the policy named two keys while the browser kept seven.
describe('the cookie policy (content/legal/cookies.md)', () => {
  it.each(Object.entries(keepers).flatMap(([file, keys]) => keys.map((key) => [key, file])))('names %s (%s)', (key) =>
    expect(policy).toContain(`\`${key}\``),
  );

  it('knows every module that uses localStorage or sessionStorage', () => {
    const users = ['app', 'components', 'lib']
      .flatMap(sourceFiles)
      .filter((file) =>
        /\b(localStorage|sessionStorage)\s*[.?[]|\bwindow\.(localStorage|sessionStorage)\b/.test(
          fs.readFileSync(path.join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''),
        ),
      );
    expect(users.sort()).toEqual(Object.keys(keepers).sort());
  });
});
