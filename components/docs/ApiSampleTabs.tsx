'use client';

import { useEffect, useSyncExternalStore, type ChangeEvent } from 'react';
import { curlSample, fetchSample, pythonSample, type SampleRequest } from '@/lib/docs/api-samples';
import { tint } from '@/lib/docs/tint';
import { CodePanel } from './CodePanel';
import { CodeTabs } from './CodeTabs';

/** The languages of every API sample, in tab order, with each one's writer and its sample's id suffix. */
const languages = [
  ['curl', curlSample, 'curl'],
  ['JavaScript fetch', fetchSample, 'fetch'],
  ['Python', pythonSample, 'python'],
] as const;

/** Where the reader's language is kept, for every call and the next visit (as Stripe's docs keep it). */
const STORAGE_KEY = 'api-language';

/** Checks the language's tab in every call's samples: one choice for the page. */
function show(language: string) {
  for (const radio of document.querySelectorAll<HTMLInputElement>('input[data-code-choice]'))
    if (radio.value === language) radio.checked = true;
}

const noSubscription = () => () => {};

/**
 * An API reference call's sample in curl, JavaScript fetch and Python, one shown at a time, in the
 * landing's tabs (CodeTabs: native radios, CSS shows the checked one's sample, the arrow keys move
 * the choice). A choice is made for the whole page and kept for the next visit (localStorage).
 *
 * Every sample is written here from the call's small `request` (lib/docs/api-samples.ts): curl on
 * the server, in the first paint; the others after hydration. So the HTML carries one sample a
 * call, once (a client component's markup is not repeated in React's payload, a server
 * component's is), and the page stays within its HTML budget (docs/api-sample-languages.md).
 */
export function ApiSampleTabs({
  anchor,
  title,
  request,
  authHeader,
}: {
  /** The call's anchor: the samples' ids are `<anchor>-curl`, `-fetch` and `-python`. */
  anchor: string;
  title: string;
  request: SampleRequest;
  authHeader: string;
}) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => {
    try {
      const stored = localStorage.getItem(STORAGE_KEY);
      if (stored) show(stored);
    } catch {
      // Storage refused (a browser's privacy setting): the page's own choice still holds.
    }
  }, []);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    show(event.target.value);
    try {
      localStorage.setItem(STORAGE_KEY, event.target.value);
    } catch {}
  };
  // Before hydration only curl, the tab checked at first; the others would be empty a moment if chosen that soon.
  return (
    <CodeTabs label={`Code samples: ${title}`} tabs={languages.map(([language]) => language)} onChoose={choose}>
      {languages.map(
        ([language, write, suffix], index) =>
          (index === 0 || hydrated) && (
            <CodePanel
              key={language}
              id={`${anchor}-${suffix}`}
              html={tint(write(request, authHeader))}
              label={`${language}: ${title}`}
              compact
            />
          ),
      )}
    </CodeTabs>
  );
}
