import type { ReactNode } from 'react';
import { LiveChat } from '@/components/chat/LiveChat';
import { ClientNavigation } from '@/components/layout/ClientNavigation';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { PageScript } from '@/components/layout/PageScript';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { SkipLink, mainContentId } from '@/components/layout/SkipLink';
import { SearchLauncher } from '@/components/search/SearchLauncher';

/**
 * The whole document around a page: the first-paint scripts, header, main, footer, chat and search.
 * The root layout wraps every page in it, and app/global-not-found.tsx, which Next renders without
 * the layout, wraps the 404 page in it. There, links load their page in full (`clientNavigation`
 * off): Next's router cannot move from that document to a page of the layout's tree.
 */
export function SiteDocument({
  fontClassName,
  clientNavigation = true,
  children,
}: {
  fontClassName: string;
  clientNavigation?: boolean;
  children: ReactNode;
}) {
  return (
    // The theme script sets html's class before React hydrates; the mismatch is expected.
    <html lang="en" className={fontClassName} suppressHydrationWarning>
      {/* The App Router's own document (layout and global not-found), not the pages router's next/head. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <PageScript place="head" />
      </head>
      <body className="flex min-h-dvh flex-col">
        <PageScript place="bodyStart" />
        <SkipLink />
        <Header />
        <ScrollToTop />
        {clientNavigation && <ClientNavigation />}
        <main id={mainContentId} tabIndex={-1} className="flex-1 pt-16 outline-none">
          {children}
        </main>
        <Footer />
        <LiveChat />
        <SearchLauncher />
        <PageScript place="bodyEnd" />
      </body>
    </html>
  );
}
