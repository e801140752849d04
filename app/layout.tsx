import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/SiteDocument';
import { rootMetadata, rootViewport } from '@/lib/seo/metadata';
import { geist } from './fonts';
import './globals.css';

export const metadata: Metadata = rootMetadata;
export const viewport: Viewport = rootViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument fontClassName={geist.variable}>{children}</SiteDocument>;
}
