import type { MetadataRoute } from 'next';
import { getAllRoutes } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo';

export const dynamic = 'force-static';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const routes = await getAllRoutes();
  return routes.map((route) => ({ url: absoluteUrl(route), changeFrequency: 'weekly', priority: route === '/' ? 1 : 0.7 }));
}
