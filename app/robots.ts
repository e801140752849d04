import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site/routes';
import { siteUrl } from '@/lib/site/site';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: '/' }, sitemap: absoluteUrl('/sitemap.xml'), host: siteUrl };
}
