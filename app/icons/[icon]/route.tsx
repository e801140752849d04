import { ImageResponse } from 'next/og';
import { AppIcon } from '@/components/seo/AppIcon';
import { pngIcons } from '@/lib/seo/app-icons';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return pngIcons.map((icon) => ({ icon: icon.file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ icon: string }> }) {
  const { icon } = await params;
  const entry = pngIcons.find((candidate) => candidate.file === icon);
  if (!entry) return new Response('Not found', { status: 404 });
  // A maskable icon keeps its drawing inside the central 80% that every mask shape shows.
  const padding = Math.round(entry.size * (entry.purpose === 'maskable' ? 0.2 : 0.1));
  return new ImageResponse(<AppIcon size={entry.size} padding={padding} />, { width: entry.size, height: entry.size });
}
