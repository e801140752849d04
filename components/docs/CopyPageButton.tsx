'use client';

import { Button } from '@/components/ui/Button';
import { useCopyState } from './useCopyState';
import { Icon } from '@/components/ui/Icon';

type Labels = { copy: string; copied: string; copiedStatus: string; failedStatus: string };

/**
 * "Copy page": copies the article's Markdown twin, with a visible "Copied" and a live-region message.
 * The fetching and clipboard code loads on the first press (lib/docs/copy-source.ts).
 */
export function CopyPageButton({ source, labels }: { source: string; labels: Labels }) {
  const [state, setState] = useCopyState();

  const copy = async () => {
    try {
      await (await import('@/lib/docs/copy-source')).copySource(source);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <Button onClick={copy} variant={state === 'copied' ? 'success' : 'secondary'} size="xs">
        <Icon name={state === 'copied' ? 'check' : 'copy'} className="size-4" />
        {state === 'copied' ? labels.copied : labels.copy}
      </Button>
      <span role="status" className="sr-only">
        {state === 'copied' ? labels.copiedStatus : state === 'failed' ? labels.failedStatus : ''}
      </span>
    </>
  );
}
