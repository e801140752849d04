'use client';

import { Button } from '@/components/ui/Button';
import { useCopyState } from './useCopyState';

const COPY_LABEL = 'Copy';
const COPIED_LABEL = 'Copied';
const COPY_FAILED_LABEL = 'Press Ctrl+C to copy';

/**
 * Copies the text of the element with `targetId` (a code sample) and says so visibly and in a live
 * region; `tone` suits a dark or a light surface. (An article's "Copy page" is CopyPageButton.)
 */
export function CopyButton({
  targetId,
  label,
  tone = 'inverse',
}: {
  targetId: string;
  label: string;
  tone?: 'inverse' | 'light';
}) {
  const [state, setState] = useCopyState();

  const copy = async () => {
    const target = document.getElementById(targetId);
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

  return (
    <>
      <Button
        onClick={copy}
        aria-label={`${COPY_LABEL} ${label}`}
        variant={state === 'copied' ? 'success' : tone === 'inverse' ? 'quietInverse' : 'secondary'}
        size="2xs"
      >
        {state === 'copied' ? COPIED_LABEL : COPY_LABEL}
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied' ? `${label} copied to the clipboard` : state === 'failed' ? COPY_FAILED_LABEL : ''}
      </span>
    </>
  );
}
