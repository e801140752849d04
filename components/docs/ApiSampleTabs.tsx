'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { keepApiLanguage, storedApiLanguage } from '@/lib/docs/api-language';
import { curlSample, fetchSample, pythonSample, type SampleRequest } from '@/lib/docs/api-samples';
import { tint } from '@/lib/docs/tint';
import { CodePanel, requestCaption } from './CodePanel';
import { CodeTabs } from './CodeTabs';

/** The languages of every API sample, in tab order, with each one's writer and its sample's id suffix. */
const languages = [
  ['curl', curlSample, 'curl'],
  ['JavaScript fetch', fetchSample, 'fetch'],
  ['Python', pythonSample, 'python'],
] as const;

/** Checks the language's tab in every call's samples: one choice for the page. */
function show(language: string) {
  for (const radio of document.querySelectorAll<HTMLInputElement>('input[data-code-choice]'))
    if (radio.value === language) radio.checked = true;
}

const noSubscription = () => () => {};

/** One listener for all the page's samples. */
let listening = false;

/**
 * An API reference call's sample in curl, JavaScript fetch and Python, one shown at a time, in the
 * landing's tabs (CodeTabs: native radios, CSS shows the checked one's sample, the arrow keys move
 * the choice). A choice is made for the whole page and kept for the next visit (lib/docs/api-language.ts).
 *
 * Every sample is written here from the call's small `request` (lib/docs/api-samples.ts): curl on
 * the server, in the first paint; the others after hydration. So the HTML carries one sample a
 * call, once (a client component's markup is not repeated in React's payload, a server
 * component's is), and the page stays within its HTML budget (docs/documentation-and-search.md, "The API reference's languages").
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
  // Once the other languages' tabs are in the page (the render after hydration), not before: the
  // kept choice would find no radio of its language.
  useEffect(() => {
    if (!hydrated) return;
    const stored = storedApiLanguage();
    if (stored) show(stored);
    // A native listener, not React's onChange: show() checks radios by hand, and React, which does
    // not see a radio unchecked by its group, would then miss the next click on that radio.
    if (listening) return;
    listening = true;
    document.addEventListener('change', ({ target }) => {
      if (!(target instanceof HTMLInputElement) || !target.hasAttribute('data-code-choice')) return;
      show(target.value);
      keepApiLanguage(target.value);
    });
  }, [hydrated]);
  // Before hydration (and without JavaScript) only curl and its tab: the others' samples are written
  // here, so their tabs come with them rather than offer an empty panel.
  const shown = hydrated ? languages : languages.slice(0, 1);
  return (
    <CodeTabs label={`Code samples: ${title}`} tabs={shown.map(([language]) => language)} name={anchor} pageChoice>
      {shown.map(([language, write, suffix]) => (
        <CodePanel
          key={language}
          id={`${anchor}-${suffix}`}
          html={tint(write(request, authHeader))}
          label={`${language}: ${title}`}
          caption={requestCaption(request.method, request.path)}
          compact
        />
      ))}
    </CodeTabs>
  );
}

/**
 * A call's JSON response example, tinted as the requests are: written here, the page's payload carries
 * the JSON once rather than its build-time highlighted markup twice (HTML and payload), which paid for
 * the authenticated request beside Authentication within the page's HTML budget.
 */
export function ApiResponseSample({ id, code, label }: { id: string; code: string; label: string }) {
  return <CodePanel id={id} html={tint(code)} label={label} compact />;
}
