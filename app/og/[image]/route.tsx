import { ImageResponse } from 'next/og';
import { ShareCard } from '@/components/seo/ShareCard';
import { SHARE_IMAGE_SIZE } from '@/lib/seo/share-image-path';
import { getShareImages } from '@/lib/seo/share-images';

// Drawn once at build time: one PNG per page in out/og/.
export const dynamic = 'force-static';
export const dynamicParams = false;

export async function generateStaticParams() {
  return (await getShareImages()).map((image) => ({ image: image.file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const share = (await getShareImages()).find((candidate) => candidate.file === image);
  if (!share) return new Response('Not found', { status: 404 });
  return new ImageResponse(<ShareCard title={share.title} section={share.section} />, SHARE_IMAGE_SIZE);
}
