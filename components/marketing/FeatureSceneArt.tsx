import type { ReactNode } from 'react';
import type { FeatureScenePart, FeatureScenes } from '@/lib/content/feature-scenes';
import { checkIcon } from '@/lib/brand/icons';
import { Badge, Card, CardTitle, Icon, Lines, PAD, Rule, SceneFile, StoreMark, Text, Tile, wrap } from './HeroSceneArt';

/**
 * The pictures of Home's features bento as one SVG file the build writes (app/scenes/features.svg/route.tsx),
 * drawn with the hero scene's primitives and styles (HeroSceneArt.tsx), so they follow the theme the same
 * way and read as the same product. Each shows what the hero does not: the sync log over the last hour,
 * one order split between two vendors, a price rule on a pushed product, and the products updated each
 * day of the last week. A tile shows its symbol by
 * `<svg><use href>` (FeatureGroups.tsx), so the page carries only a box.
 */
export const FEATURE_SCENE_FILE = '/scenes/features.svg';
export const featureSceneParts = ['sync', 'order', 'price', 'analytics'] as const satisfies readonly FeatureScenePart[];

/**
 * One width for all four: about the hero's phone card. No word under 13 px (SMALL): on a 375 px screen the tile
 * gives the picture ~310 px (FeatureGroups.tsx), so its smallest words read at ~11.4 px, and from 1024 px, where
 * it is drawn at least 352 px wide, at 13 or more (at 12 px they read at 10.5 on a phone and at 1024: outside review).
 */
const SMALL = 13;
const WIDTH = 352;
const INNER = WIDTH - 2 * PAD;
const EVENT = 50;
const ITEM = 86;
const PRICE_ROW = 28;

const syncHeight = (scenes: FeatureScenes) => 52 + EVENT * scenes.sync.events.length + 6;
const orderHeight = (scenes: FeatureScenes) => 70 + (ITEM + 10) * scenes.order.items.length + 6;
const productLines = (scenes: FeatureScenes) => wrap(scenes.price.product, INNER, SMALL);
const priceTop = (scenes: FeatureScenes) => 96 + 16 * (productLines(scenes).length - 1);
const priceHeight = (scenes: FeatureScenes) => priceTop(scenes) + 12 + 3 * PRICE_ROW + 58;
/** The week's chart: the total's line, then bars standing on BASE, their days under it. */
const BARS_TOP = 96;
const BASE = 212;
const analyticsHeight = () => BASE + 34;

/** Each picture's size, for the page's viewBox and the file's symbols. */
export const featureSceneSizes = (
  scenes: FeatureScenes,
): Record<FeatureScenePart, { width: number; height: number }> => ({
  sync: { width: WIDTH, height: syncHeight(scenes) },
  order: { width: WIDTH, height: orderHeight(scenes) },
  price: { width: WIDTH, height: priceHeight(scenes) },
  analytics: { width: WIDTH, height: analyticsHeight() },
});

/** A picture's symbol: its card at the drawing's full size, titled at the top left (no tag: Home's one note under the hero says the pictures show sample data). */
function PictureCard({
  id,
  height,
  title,
  children,
}: {
  id: FeatureScenePart;
  height: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <symbol id={id} viewBox={`0 0 ${WIDTH} ${height}`}>
      <Card x={0} y={0} width={WIDTH} height={height} />
      <CardTitle x={0} y={0} width={WIDTH} title={title} />
      {children}
    </symbol>
  );
}

/** Real-time Sync: the last hour's sync events, newest first, each with its vendor and a status dot. */
function Sync({ scenes }: { scenes: FeatureScenes }) {
  const { sync } = scenes;
  return (
    <PictureCard id="sync" height={syncHeight(scenes)} title={sync.title}>
      {sync.events.map((event, index) => {
        const top = 52 + index * EVENT;
        return (
          <g key={index}>
            <Rule x1={PAD} x2={WIDTH - PAD} y={top + 0.5} />
            <circle cx={PAD + 4} cy={top + 17} r={4} className={`${event.tone}-t`} />
            <Text size={SMALL} x={PAD + 14} y={top + 21} className="mu mono" text={event.time} />
            <Tile vendor={event.vendor} x={PAD + 58} y={top + 10} size={24} />
            <Text
              x={PAD + 90}
              y={top + 21}
              size={SMALL}
              text={
                <>
                  <tspan className="ink" fontWeight={600}>
                    {event.vendor.name}
                  </tspan>
                  {` · ${event.title}`}
                </>
              }
            />
            <Text x={PAD + 90} y={top + 39} size={SMALL} className="ink" text={event.detail} />
          </g>
        );
      })}
    </PictureCard>
  );
}

/** Order Automation: one order whose two items go to two vendors, each with its tracking number back. */
function Order({ scenes }: { scenes: FeatureScenes }) {
  const { order } = scenes;
  return (
    <PictureCard id="order" height={orderHeight(scenes)} title={order.title}>
      <Text x={PAD} y={54} size={SMALL} text={order.intro} />
      {order.items.map((item, index) => {
        const top = 70 + index * (ITEM + 10);
        const left = PAD + 12;
        return (
          <g key={item.product}>
            <rect x={PAD} y={top} width={INNER} height={ITEM} rx={8} className="bar" />
            <Text x={left} y={top + 24} size={SMALL} className="ink" weight={600} text={item.product} />
            <Tile vendor={item.vendor} x={left} y={top + 34} size={18} />
            <Text x={left + 26} y={top + 47} size={SMALL} text={`→ ${item.vendor.name}`} />
            <Badge label={item.status} tone="success" x={PAD + INNER - 12 - 76} y={top + 43} size={SMALL} />
            <Icon shape={checkIcon} x={left + 2} y={top + 62} size={14} className="success-r" />
            <Text x={left + 26} y={top + 73} size={SMALL} className="ink mono" weight={600} text={item.tracking} />
          </g>
        );
      })}
    </PictureCard>
  );
}

/** Listings and Prices: a product pushed from the vendor's catalog, priced by the rule, MAP as its floor. */
function Price({ scenes }: { scenes: FeatureScenes }) {
  const { price } = scenes;
  const top = priceTop(scenes);
  const row = (index: number) => top + 6 + PRICE_ROW * index + 19;
  const end = WIDTH - PAD - 12;
  const rows = [
    { label: price.labels.cost, value: price.cost },
    { label: `${price.labels.markup} +${price.markup}%`, value: price.marked, struck: price.floorApplied },
    { label: price.labels.map, value: price.map, applied: price.floorApplied },
  ];
  const listed = top + 12 + 3 * PRICE_ROW + 36;
  return (
    <PictureCard id="price" height={priceHeight(scenes)} title={price.title}>
      <Tile vendor={price.vendor} x={PAD} y={50} size={24} />
      <Text
        x={PAD + 34}
        y={67}
        size={SMALL}
        text={
          <>
            <tspan className="ink" fontWeight={600}>
              {price.vendor.name}
            </tspan>
            <tspan className="mono">{` ${price.sku}`}</tspan>
          </>
        }
      />
      <Lines lines={productLines(scenes)} x={PAD} y={91} step={17} size={SMALL} className="ink" />
      <rect x={PAD} y={top} width={INNER} height={12 + 3 * PRICE_ROW} rx={8} className="bar" />
      {rows.map(({ label, value, struck, applied }, index) => (
        <g key={label}>
          <Text x={PAD + 12} y={row(index)} size={SMALL} text={label} />
          {applied && (
            <Badge label={price.labels.applied} tone="success" x={end - 64 - 76} y={row(index) - 4} size={SMALL} />
          )}
          <Text
            x={end}
            y={row(index)}
            size={SMALL}
            className={struck ? 'mu mono' : 'ink mono'}
            weight={600}
            anchor="end"
            text={value}
          />
          {struck && <Rule x1={end - 8 * value.length} x2={end} y={row(index) - 4.5} />}
        </g>
      ))}
      <StoreMark x={PAD} y={listed - 17} />
      <Text x={PAD + 34} y={listed} size={SMALL} className="ink" weight={600} text={price.labels.price} />
      <Text
        x={WIDTH - PAD}
        y={listed + 2}
        size={22}
        className="success-t mono"
        weight={700}
        anchor="end"
        text={price.price}
      />
    </PictureCard>
  );
}

/**
 * Detailed Analytics: the products updated in the store each day of the last week, as a dashboard's
 * chart: the week's total and its change over the one before, a bar a day on a baseline with a guide
 * at half the tallest, today's bar in the brand colour with its count over it, the others a lighter brand tint.
 */
function Analytics({ scenes }: { scenes: FeatureScenes }) {
  const { analytics } = scenes;
  const highest = Math.max(...analytics.days.map((day) => day.count));
  const slot = INNER / analytics.days.length;
  const bar = 26;
  const scale = (BASE - BARS_TOP - 18) / highest;
  return (
    <PictureCard id="analytics" height={analyticsHeight()} title={analytics.title}>
      <Text size={SMALL} x={WIDTH - PAD} y={32} anchor="end" text={analytics.period} />
      <Text x={PAD} y={72} size={24} className="ink mono" weight={700} text={analytics.total} />
      <Text
        size={SMALL}
        x={WIDTH - PAD}
        y={70}
        className="success-t"
        weight={600}
        anchor="end"
        text={analytics.change}
      />
      <Rule x1={PAD} x2={WIDTH - PAD} y={BASE - (highest * scale) / 2 + 0.5} />
      {analytics.days.map((day, index) => {
        const height = day.count * scale;
        const centre = PAD + slot * (index + 0.5);
        const today = index === analytics.days.length - 1;
        return (
          <g key={day.day}>
            <rect
              x={centre - bar / 2}
              y={BASE - height}
              width={bar}
              height={height}
              rx={4}
              // Brand 300 and 500, not 100 and 600: on the dark card brand 100 all but vanished, and brand 600 was
              // no brighter than the other days (outside review: the dark chart's low contrast).
              className={today ? 'b5' : 'b3'}
            />
            {today && (
              <Text
                size={SMALL}
                x={centre}
                y={BASE - height - 7}
                className="ink mono"
                weight={600}
                anchor="middle"
                text={day.count.toLocaleString('en-US')}
              />
            )}
            <Text
              size={SMALL}
              x={centre}
              y={BASE + 22}
              className={today ? 'ink' : 'mu'}
              weight={today ? 600 : undefined}
              anchor="middle"
              text={day.day}
            />
          </g>
        );
      })}
      <Rule x1={PAD} x2={WIDTH - PAD} y={BASE + 0.5} />
    </PictureCard>
  );
}

/** The file: one symbol per picture, in the hero's styles (SceneFile). */
export function FeatureScenesFile({ scenes }: { scenes: FeatureScenes }) {
  return (
    <SceneFile>
      <Sync scenes={scenes} />
      <Order scenes={scenes} />
      <Price scenes={scenes} />
      <Analytics scenes={scenes} />
    </SceneFile>
  );
}
