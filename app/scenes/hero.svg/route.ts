import { heroSceneFile } from '@/components/marketing/HeroSceneArt';
import { getHomeContent } from '@/lib/content/marketing';
import { resolveHeroScene } from '@/lib/content/hero-scene';
import { siteName } from '@/lib/site/site';

export const dynamic = 'force-static';

/** The Home hero's dashboard scene, written to out/scenes/hero.svg at build time (see HeroSceneArt). */
export async function GET() {
  const scene = await resolveHeroScene(getHomeContent().preview);
  return new Response(heroSceneFile(scene, siteName), { headers: { 'Content-Type': 'image/svg+xml' } });
}
