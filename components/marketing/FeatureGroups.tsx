import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import type { FeatureCard, HomeContent } from '@/lib/content/marketing';
import type { FeatureScenes } from '@/lib/content/feature-scenes';
import { cn } from '@/lib/util/cn';
import { fromSm } from '@/lib/util/media';
import { IconTile } from '@/components/ui/IconTile';
import { FEATURE_SCENE_FILE, featureSceneSizes } from './FeatureSceneArt';
import { VisualStage } from './visuals/VisualStage';

type FeatureGroup = HomeContent['highlights'][number];

/**
 * From 640 px the stage is the tile's top, edge to edge under a rule, not a rounded panel inset in the tile
 * (tile, panel and the white drawing read as boxes three deep: outside review III). Its padding makes up the
 * tile's, so the drawing keeps its width; on a phone the drawing takes the tile's width, as before. The page's
 * own rule: unlayered, it wins over the stage's utilities, and the shared CSS carries none of it.
 */
const stageBleedRule = `${fromSm}{.feature-stage{margin:-1.5rem -1.5rem 1.5rem;padding:1.5rem;border-radius:0;box-shadow:none;border-bottom:1px solid var(--color-line)}}`;

/**
 * Under Detailed Analytics' one feature (Health Checks): each vendor's products and health as the dashboard's
 * panel lists them, its rows sharing out the height the tile beside it takes (the tile's one feature over an
 * empty band read as half a tile: outside review). Sample data, as the pictures: decorative.
 */
function VendorHealth({ rows }: { rows: FeatureScenes['analytics']['vendors'] }) {
  return (
    <div
      aria-hidden="true"
      data-mockup
      className="mt-5 flex flex-1 flex-col divide-y divide-line rounded-xl border border-line text-sm"
    >
      {rows.map((row) => (
        <p
          key={row.vendor.slug}
          className="flex flex-1 flex-wrap items-center justify-between gap-x-3 px-4 py-2 text-ink-muted"
        >
          <span>
            <span className="font-semibold text-ink">{row.vendor.name}</span> {row.products}
          </span>
          <span className={cn('font-semibold', row.healthy ? 'text-success-700' : 'text-warning-700')}>
            {row.health}
          </span>
        </p>
      ))}
    </div>
  );
}

/** A tile's features, with Detailed Analytics' vendors' health under them. */
function Row({
  analytics,
  children,
}: {
  analytics: FeatureScenes['analytics']['vendors'] | false;
  children: ReactNode;
}) {
  if (!analytics) return children;
  return (
    <div className="flex flex-col">
      {children}
      <VendorHealth rows={analytics} />
    </div>
  );
}

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
    <>
      <style>{stageBleedRule}</style>
      <ul className="grid gap-5 lg:grid-cols-2" aria-label="Highlights">
        {groups.map((group) => {
          const picture = group.picture;
          return (
            // On a phone the tile's padding and the stage's give way to the picture (drawn to 352 px, at 269 px its
            // 13 px words read near 10: outside review), and the stage's at 1024-1279 px, two tiles a row, where it
            // left the picture 308 px wide (its words under 12 px).
            <Card
              as="li"
              key={group.title}
              className="row-span-3 grid grid-rows-subgrid gap-y-0 overflow-hidden p-4 sm:p-6"
            >
              <VisualStage className="feature-stage mb-6 flex items-center justify-center p-0 sm:p-6 lg:p-0 xl:p-6">
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
              {/* At their natural spacing, top-aligned: a shorter tile of a row keeps its spare room under them;
                Detailed Analytics' one feature has its vendors' health under it, down to the tile's foot. */}
              <Row analytics={picture === 'analytics' && scenes.analytics.vendors}>
                <ul
                  className={cn(
                    'mt-6 grid gap-5 border-t border-line pt-5',
                    picture !== 'analytics' && 'self-start',
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
              </Row>
            </Card>
          );
        })}
      </ul>
    </>
  );
}
