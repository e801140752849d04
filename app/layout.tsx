import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { LiveChat } from '@/components/chat/LiveChat';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { SearchButton } from '@/components/search/SearchButton';
import { ClientNavigation } from '@/components/layout/ClientNavigation';
import { InlineScript } from '@/components/layout/InlineScript';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { SkipLink, mainContentId } from '@/components/layout/SkipLink';
import { SearchLauncher } from '@/components/search/SearchLauncher';
import { JsonLd } from '@/components/seo/JsonLd';
import { pageScripts } from '@/lib/first-paint/page-scripts';
import { searchTexts } from '@/lib/search/content';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { rootMetadata } from '@/lib/seo/metadata';
import { themeBackgrounds } from '@/lib/brand/theme';
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
  const scripts = pageScripts();
  return (
    // The theme script sets html's class before React hydrates; the mismatch is expected.
    <html lang="en" className={geist.variable} suppressHydrationWarning>
      <head>
        <InlineScript scripts={scripts.head} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <InlineScript scripts={scripts.bodyStart} />
        <SkipLink />
        <Header search={<SearchButton className="ml-auto" />} />
        <ScrollToTop />
        <ClientNavigation />
        <main id={mainContentId} tabIndex={-1} className="flex-1 pt-16 outline-none">
          {children}
        </main>
        <Footer />
        <LiveChat />
        <SearchLauncher text={searchTexts} />
        <JsonLd data={[organizationJsonLd(), websiteJsonLd()]} />
        <InlineScript scripts={scripts.bodyEnd} />
      </body>
    </html>
  );
}
