import { portraitSvg } from '@/lib/brand/portrait-art';
import { PORTRAITS_PATH } from '@/lib/brand/portrait';
import { getPeople } from '@/lib/content/people';

export const dynamic = 'force-static';
export const dynamicParams = false;

const fileOf = (href: string) => href.slice(PORTRAITS_PATH.length + 1);

/**
 * Each person's portrait, written to out/people/<name>.svg when the site builds: a page shows it as
 * an `<img>`, so a face costs a page a few bytes of markup and the browser one cached file.
 */
export async function generateStaticParams() {
  return (await getPeople()).map((person) => ({ file: fileOf(person.href) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const person = (await getPeople()).find((entry) => fileOf(entry.href) === file);
  if (!person) return new Response('Not found', { status: 404 });
  return new Response(portraitSvg(person), { headers: { 'Content-Type': 'image/svg+xml' } });
}
