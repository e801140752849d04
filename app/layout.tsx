import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ChatLauncher } from '@/components/chat/ChatLauncher';
import { EarlyActionsScript } from '@/components/layout/EarlyActionsScript';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { IntentPrefetch } from '@/components/layout/IntentPrefetch';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { SkipLink, mainContentId } from '@/components/layout/SkipLink';
import { JsonLd } from '@/components/seo/JsonLd';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { rootMetadata } from '@/lib/seo/metadata';
import './globals.css';

export const metadata: Metadata = rootMetadata;

export const viewport: Viewport = { themeColor: '#2453e0', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <EarlyActionsScript />
        <SkipLink />
        <Header />
        <ScrollToTop />
        <IntentPrefetch />
        <main id={mainContentId} tabIndex={-1} className="flex-1 pt-16 outline-none">
          {children}
        </main>
        <Footer />
        <ChatLauncher />
        <JsonLd data={[organizationJsonLd(), websiteJsonLd()]} />
      </body>
    </html>
  );
}
