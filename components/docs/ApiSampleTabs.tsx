'use client';

import { Fragment, useEffect, useState, useSyncExternalStore } from 'react';
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

/**
 * The languages whose samples are written, for every call of the page: curl from the start, another
 * once it is chosen (or kept from a visit). Writing and tinting all three for some twenty calls
 * right after hydration was the API reference's longest task on a phone, for samples most readers
 * never open (docs/performance.md, "Where a phone's blocking time goes").
 */
const written = new Set<string>([languages[0][0]]);
const writers = new Set<() => void>();

function write(language: string) {
  if (written.has(language) || !languages.some(([name]) => name === language)) return;
  written.add(language);
  writers.forEach((rerender) => rerender());
}

function onWrite(rerender: () => void) {
  writers.add(rerender);
  return () => void writers.delete(rerender);
}

/** One listener for all the page's samples. */
let listening = false;

/**
 * An API reference call's sample in curl, JavaScript fetch and Python, one shown at a time, in the
 * landing's tabs (CodeTabs: native radios, CSS shows the checked one's sample, the arrow keys move
 * the choice). A choice is made for the whole page and kept for the next visit (lib/docs/api-language.ts).
 *
 * Every sample is written here from the call's small `request` (lib/docs/api-samples.ts): curl on
 * the server, in the first paint; the others in the browser, once chosen. So the HTML carries one
 * sample a call, once (a client component's markup is not repeated in React's payload, a server
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
  // 0 in the server's HTML and while hydrating; then how many languages are written.
  const writtenCount = useSyncExternalStore(
    onWrite,
    () => written.size,
    () => 0,
  );
  const hydrated = writtenCount > 0;
  // Each language's sample is written once: the render after hydration and a later choice reuse it.
  const [samples] = useState(() => new Map<string, string>());
  const sampleIn = (language: string, writer: (typeof languages)[number][1]) => {
    let html = samples.get(language);
    if (html === undefined) samples.set(language, (html = tint(writer(request, authHeader))));
    return html;
  };
  // Once the other languages' tabs are in the page (the render after hydration), not before: the
  // kept choice would find no radio of its language.
  useEffect(() => {
    if (!hydrated) return;
    const stored = storedApiLanguage();
    if (stored) {
      write(stored);
      show(stored);
    }
    // A native listener, not React's onChange: show() checks radios by hand, and React, which does
    // not see a radio unchecked by its group, would then miss the next click on that radio.
    if (listening) return;
    listening = true;
    document.addEventListener('change', ({ target }) => {
      if (!(target instanceof HTMLInputElement) || !target.hasAttribute('data-code-choice')) return;
      write(target.value);
      show(target.value);
      keepApiLanguage(target.value);
    });
  }, [hydrated]);
  // Before hydration (and without JavaScript) only curl and its tab: the others' samples are written
  // here, so their tabs come with them rather than offer an empty panel.
  const shown = hydrated ? languages : languages.slice(0, 1);
  return (
    <CodeTabs label={`Code samples: ${title}`} tabs={shown.map(([language]) => language)} name={anchor} pageChoice>
      {shown.map(([language, writer, suffix]) =>
        // A language not chosen yet keeps its place (CodeTabs pairs tabs and panels by index), empty.
        hydrated && !written.has(language) ? (
          <Fragment key={language} />
        ) : (
          <CodePanel
            key={language}
            id={`${anchor}-${suffix}`}
            html={sampleIn(language, writer)}
            label={`${language}: ${title}`}
            caption={requestCaption(request.method, request.path)}
            compact
            dark
          />
        ),
      )}
    </CodeTabs>
  );
}

/**
 * A call's JSON response example, tinted as the requests are: written here, the page's payload carries
 * the JSON once rather than its build-time highlighted markup twice (HTML and payload), which paid for
 * the authenticated request beside Authentication within the page's HTML budget.
 */
export function ApiResponseSample({ id, code, label }: { id: string; code: string; label: string }) {
  return <CodePanel id={id} html={tint(code)} label={label} compact dark />;
}
