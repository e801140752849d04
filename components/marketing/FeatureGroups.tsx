import { Card } from '@/components/ui/Card';
import type { FeatureCard, HomeContent } from '@/lib/content/marketing';
import type { FeatureScenes } from '@/lib/content/feature-scenes';
import { cn } from '@/lib/util/cn';
import { IconTile } from '@/components/ui/IconTile';
import { FEATURE_SCENE_FILE, featureSceneSizes } from './FeatureSceneArt';
import { VisualStage } from './visuals/VisualStage';

type FeatureGroup = HomeContent['highlights'][number];

/**
 * Home's one features section: each highlight (an outcome) is a tile that shows the part of the
 * product it is about, one the hero does not (its picture from /scenes/features.svg: a drawn scene or
 * the tile's health sample), above the features that deliver it. Two tiles a row from 1024 px (at 768
 * two a row drew the pictures at 250 px, their words too small to read), each
 * tile's stage, words and features on rows shared with its neighbour (a subgrid): the stage is
 * as tall as the taller picture of the row, and each picture is drawn to fill its stage's width, so
 * neither floats in an empty panel (flex-1 stages beside wider tiles left the health sample in a half
 * empty panel: outside review). Highlights are h3, features h4.
 */
export function FeatureGroups({
  groups,
  features,
  scenes,
}: {
  groups: FeatureGroup[];
  features: FeatureCard[];
  scenes: FeatureScenes;
}) {
  const sizes = featureSceneSizes(scenes);
  const byTitle = new Map(features.map((feature) => [feature.title, feature]));
  return (
    <ul className="grid gap-5 lg:grid-cols-2" aria-label="Highlights">
      {groups.map((group) => {
        const picture = group.picture ?? 'health';
        return (
          // On a phone the tile's padding and the stage's give way to the picture (drawn to 352 px, at 269 px its
          // 13 px words read near 10: outside review).
          <Card as="li" key={group.title} className="row-span-3 grid grid-rows-subgrid gap-y-0 p-4 sm:p-6">
            <VisualStage className="mb-6 flex items-center justify-center p-0 sm:p-6">
              {/* Decorative: the tile's text says it. The drawing is in the file, so the page carries a box. */}
              <svg
                aria-hidden="true"
                viewBox={`0 0 ${sizes[picture].width} ${sizes[picture].height}`}
                className="w-full max-w-md rounded-xl bg-surface-raised shadow-lg"
              >
                <use href={`${FEATURE_SCENE_FILE}#${picture}`} />
              </svg>
            </VisualStage>
            <div>
              <div className="flex items-center gap-4">
                <IconTile name={group.icon} />
                <h3 className="text-lg font-semibold text-ink">{group.title}</h3>
              </div>
              <p className="mt-4 leading-7 text-ink-muted">{group.text}</p>
            </div>
            {/* At their natural spacing, top-aligned: a shorter tile of a row keeps its spare room under them. */}
            <ul
              className={cn(
                'mt-6 grid gap-5 self-start border-t border-line pt-5',
                group.features.length > 1 &&
                  // Side by side in a tile across the page; one under another in a tile of a 1024 px row (two a
                  // row there, each ran to five lines in 190 px); from 1280 px two a row, an odd last one across
                  // both (alone under two, it read as left over).
                  (group.features.length > 2
                    ? 'sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-2 xl:[&>:last-child:nth-child(odd)]:col-span-2'
                    : 'sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2'),
              )}
            >
              {group.features.map((title) => {
                const feature = byTitle.get(title);
                if (!feature) return null;
                return (
                  <li key={title}>
                    <h4 className="font-semibold text-ink">{title}</h4>
                    <p className="mt-1 leading-7 text-ink-muted">{feature.text}</p>
                  </li>
                );
              })}
            </ul>
          </Card>
        );
      })}
    </ul>
  );
}
