'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** The year at build time in the HTML, the browser's current year once hydrated. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <span data-testid="copyright-year">{year}</span>;
}
