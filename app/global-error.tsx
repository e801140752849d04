'use client';

import { ErrorContent } from '@/components/layout/ErrorContent';
import './globals.css';

/** When the root layout itself fails, the page still offers a reload instead of a blank screen. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <main id="main-content" className="flex-1">
          <ErrorContent onRetry={reset} />
        </main>
      </body>
    </html>
  );
}
