'use client';

import { useEffect, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** How long "Copied" (or the way to copy by hand) stays before the button reads "Copy" again. */
const SHOWN_MS = 2500;

/**
 * The copy buttons' one state machine (CopyButton, CopyPageButton): idle, then copied or failed
 * for SHOWN_MS, then idle again; a new press restarts the time.
 */
export function useCopyState() {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  return [state, setState] as const;
}
