import type { MetadataRoute } from 'next';
import { manifestIconHref, manifestIcons } from '@/lib/seo/app-icons';
import { siteDescription, siteName } from '@/lib/site/site';
import { themeBackgrounds } from '@/lib/brand/theme';

export const dynamic = 'force-static';

/** The web app manifest (/manifest.webmanifest): name, colours and icons for "Add to Home Screen". */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: siteName,
    short_name: siteName,
    description: siteDescription,
    start_url: '/',
    display: 'browser',
    background_color: themeBackgrounds.light,
    theme_color: '#2453e0',
    icons: [
      { src: '/icon.svg', type: 'image/svg+xml', sizes: 'any' },
      ...manifestIcons.map((icon) => ({
        src: manifestIconHref(icon.file),
        type: 'image/png',
        sizes: `${icon.size}x${icon.size}`,
        purpose: icon.purpose,
      })),
    ],
  };
}
