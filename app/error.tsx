'use client';

import { ErrorContent } from '@/components/layout/ErrorContent';

/** A page that throws keeps the root layout (header, footer, chat) and shows a way forward. */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorContent onRetry={reset} />;
}
