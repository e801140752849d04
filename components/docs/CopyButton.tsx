'use client';

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';

const COPY_LABEL = 'Copy';
const COPIED_LABEL = 'Copied';
const COPY_FAILED_LABEL = 'Press Ctrl+C to copy';
const FETCH_FAILED_LABEL = 'Could not copy: open the Markdown instead';

type CopySource =
  /** The element whose text is copied (a code sample). */
  | { targetId: string; source?: never }
  /** A same-site address whose text is fetched on click and copied (an article's Markdown twin). */
  | { source: string; targetId?: never };

/**
 * Copies a code sample's text, or a file's (an article's Markdown), and says so visibly and in a
 * live region. `text` is the idle label ("Copy", "Copy page"); `tone` suits a dark or a light surface.
 */
export function CopyButton({
  label,
  text = COPY_LABEL,
  tone = 'inverse',
  ...from
}: CopySource & { label: string; text?: string; tone?: 'inverse' | 'light' }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed' | 'fetch-failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copySource = async (source: string) => {
    const text = fetch(source).then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.text();
    });
    try {
      // A pending ClipboardItem keeps the click's permission while the file loads (Safari needs it).
      if (typeof ClipboardItem === 'function')
        await navigator.clipboard.write([
          new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) }),
        ]);
      else await navigator.clipboard.writeText(await text);
      setState('copied');
    } catch {
      setState('fetch-failed');
    }
  };

  const copy = async () => {
    if (from.source !== undefined) return copySource(from.source);
    const target = document.getElementById(from.targetId);
    if (!target) return;
    try {
      await navigator.clipboard.writeText(target.textContent ?? '');
      setState('copied');
    } catch {
      // Clipboard refused (permissions, insecure origin): select the code so the keyboard can copy it.
      const range = document.createRange();
      range.selectNodeContents(target);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      setState('failed');
    }
  };

  const idleVariant = tone === 'inverse' ? 'quietInverse' : 'secondary';
  const forSample = from.targetId !== undefined;
  return (
    <>
      <Button
        onClick={copy}
        // A code sample's button names its sample ("Copy curl: …"); "Copy page" says it all.
        aria-label={forSample ? `${text} ${label}` : undefined}
        variant={state === 'copied' ? 'success' : idleVariant}
        size={forSample ? '2xs' : 'xs'}
      >
        {!forSample && (
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
            className="size-4"
          >
            <path d={state === 'copied' ? 'M5 12.5 10 17 19 7' : 'M9 9h10v11H9zM5 15V4h10'} />
          </svg>
        )}
        {state === 'copied' ? COPIED_LABEL : text}
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied'
          ? `${label} copied to the clipboard`
          : state === 'failed'
            ? COPY_FAILED_LABEL
            : state === 'fetch-failed'
              ? FETCH_FAILED_LABEL
              : ''}
      </span>
    </>
  );
}
