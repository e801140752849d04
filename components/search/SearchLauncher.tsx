'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { SEARCH_INTENT_EVENT, SEARCH_OPEN_EVENT, SEARCH_REQUESTED } from '@/lib/search/trigger';

let dialogModule: Promise<ComponentType> | null = null;

/** The dialog, its search engine and the index request: a separate chunk, fetched on the first intent to search. */
const loadDialog = () =>
  (dialogModule ??= import('./SearchDialog').then(
    (module) => module.SearchDialog,
    (error: unknown) => {
      dialogModule = null;
      throw error;
    },
  ));

/**
 * In every page's initial JavaScript, and nearly nothing: it loads the dialog when the trigger
 * script (lib/search/trigger.ts) reports intent, and mounts it when a search is asked for, also one
 * asked for before hydration. The mounted dialog opens itself and handles later requests.
 */
export function SearchLauncher() {
  const [Dialog, setDialog] = useState<ComponentType | null>(null);
  useEffect(() => {
    const prefetch = () => void loadDialog().catch(() => undefined);
    const mount = () =>
      void loadDialog().then(
        (component) => setDialog(() => component),
        () => undefined,
      );
    window.addEventListener(SEARCH_INTENT_EVENT, prefetch);
    window.addEventListener(SEARCH_OPEN_EVENT, mount);
    if (window[SEARCH_REQUESTED]) mount();
    return () => {
      window.removeEventListener(SEARCH_INTENT_EVENT, prefetch);
      window.removeEventListener(SEARCH_OPEN_EVENT, mount);
    };
  }, []);
  return Dialog && <Dialog />;
}
