import { FeatureScenesFile } from '@/components/marketing/FeatureSceneArt';
import { getHomeContent } from '@/lib/content/marketing';
import { resolveFeatureScenes } from '@/lib/content/feature-scenes';
import { svgMarkup } from '@/lib/util/svg-markup';

export const dynamic = 'force-static';

/** The pictures of Home's features bento, written to out/scenes/features.svg at build time (see FeatureSceneArt). */
export async function GET() {
  const { pictures } = getHomeContent();
  const scenes = await resolveFeatureScenes(pictures);
  const file = svgMarkup(<FeatureScenesFile scenes={scenes} />);
  return new Response(`${file}\n`, { headers: { 'Content-Type': 'image/svg+xml' } });
}
