import { decapFile, decapFiles } from '@/lib/cms/editor-files';

export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = () => decapFiles().map((file) => ({ file }));

/** Decap CMS's own files, copied from node_modules at build time (the editor loads nothing from a CDN). */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const { body, type } = decapFile(file);
  return new Response(new Uint8Array(body), { headers: { 'Content-Type': type } });
}
