import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { LiveChat } from '@/components/chat/LiveChat';
import { EarlyActionsScript } from '@/components/layout/EarlyActionsScript';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { ClientNavigation } from '@/components/layout/ClientNavigation';
import { ThemeScript } from '@/components/layout/ThemeScript';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { SkipLink, mainContentId } from '@/components/layout/SkipLink';
import { SearchLauncher } from '@/components/search/SearchLauncher';
import { JsonLd } from '@/components/seo/JsonLd';
import { searchTexts } from '@/lib/search/content';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { rootMetadata } from '@/lib/seo/metadata';
import { themeBackgrounds } from '@/lib/theme';
import { geist } from './fonts';
import './globals.css';

export const metadata: Metadata = rootMetadata;

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: themeBackgrounds.light },
    { media: '(prefers-color-scheme: dark)', color: themeBackgrounds.dark },
  ],
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The theme script sets html's class before React hydrates; the mismatch is expected.
    <html lang="en" className={geist.variable} suppressHydrationWarning>
      <head>
        <ThemeScript />
      </head>
      <body className="flex min-h-dvh flex-col">
        <EarlyActionsScript />
        <SkipLink />
        <Header />
        <ScrollToTop />
        <ClientNavigation />
        <main id={mainContentId} tabIndex={-1} className="flex-1 pt-16 outline-none">
          {children}
        </main>
        <Footer />
        <LiveChat />
        <SearchLauncher text={searchTexts} />
        <JsonLd data={[organizationJsonLd(), websiteJsonLd()]} />
      </body>
    </html>
  );
}
