import type { Metadata, Viewport } from 'next';
import { themeBackgrounds } from '@/lib/brand/theme';
import { siteDescription, siteName, siteTagline, siteUrl } from '@/lib/site/site';
import { appleTouchIcon, manifestIconHref } from './app-icons';
import { SHARE_IMAGE_SIZE, shareImageHref } from './share-image-path';

type PageMetadataInput = {
  /** The page's own title; the root layout's template appends " | Linkwell". */
  title: string;
  description: string;
  /** The page's path, e.g. "/pricing": it becomes the canonical URL. */
  path: string;
  type?: 'website' | 'article';
  /** Use the title as it is, without the site-name template (the home page). */
  absoluteTitle?: boolean;
};

/** Title, description, canonical URL, Open Graph and Twitter tags of one page. */
export function pageMetadata({
  title,
  description,
  path,
  type = 'website',
  absoluteTitle = false,
}: PageMetadataInput): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${siteName}`;
  const image = { url: shareImageHref(path), ...SHARE_IMAGE_SIZE, alt: fullTitle };
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { type, url: path, title: fullTitle, description, siteName, locale: 'en_US', images: [image] },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
  };
}

export const rootMetadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: `${siteName}: ${siteTagline}`, template: `%s | ${siteName}` },
  description: siteDescription,
  applicationName: siteName,
  // Setting icons here replaces the app/icon.svg convention, so both are named.
  icons: {
    icon: { url: '/icon.svg', type: 'image/svg+xml', sizes: 'any' },
    apple: { url: manifestIconHref(appleTouchIcon.file), sizes: '180x180', type: 'image/png' },
  },
  openGraph: {
    type: 'website',
    siteName,
    locale: 'en_US',
    images: [{ url: shareImageHref('/'), ...SHARE_IMAGE_SIZE, alt: siteName, type: 'image/png' }],
  },
  twitter: { card: 'summary_large_image' },
};

export const rootViewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: themeBackgrounds.light },
    { media: '(prefers-color-scheme: dark)', color: themeBackgrounds.dark },
  ],
  width: 'device-width',
  initialScale: 1,
};
