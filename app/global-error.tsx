'use client';

import './globals.css';

/**
 * When the root layout itself fails there is no header, footer or chat to keep: the page still says
 * what happened and offers a reload instead of a blank screen. Plain markup on purpose, as this
 * boundary's code is part of every page's JavaScript.
 */
export default function GlobalError() {
  return (
    <html lang="en">
      <body className="grid min-h-dvh place-items-center p-8 text-center">
        <main>
          <h1 className="text-3xl font-bold">Something Went Wrong on This Page</h1>
          <p className="mt-4 text-ink-muted">Reload the page or try again in a moment.</p>
          <a href="" className="mt-6 inline-block font-semibold text-brand-700 underline">
            Reload the page
          </a>
        </main>
      </body>
    </html>
  );
}
