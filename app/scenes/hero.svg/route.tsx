import { HeroSceneFile } from '@/components/marketing/HeroSceneArt';
import { getHomeContent } from '@/lib/content/marketing';
import { resolveHeroScene } from '@/lib/content/hero-scene';
import { siteName } from '@/lib/site/site';
import { svgMarkup } from '@/lib/util/svg-markup';

export const dynamic = 'force-static';

/** The Home hero's dashboard scene, written to out/scenes/hero.svg at build time (see HeroSceneArt). */
export async function GET() {
  const scene = await resolveHeroScene(getHomeContent().preview);
  const file = svgMarkup(<HeroSceneFile scene={scene} siteName={siteName} />);
  return new Response(`${file}\n`, { headers: { 'Content-Type': 'image/svg+xml' } });
}
