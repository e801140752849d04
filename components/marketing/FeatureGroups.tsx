import { Card } from '@/components/ui/Card';
import { Icon } from '@/components/ui/Icon';
import type { FeatureCard, HomeContent } from '@/lib/content/marketing';
import { IconTile } from '@/components/ui/IconTile';
import { HealthCountsVisual } from './visuals/HealthCountsVisual';

type FeatureGroup = HomeContent['highlights'][number];

/**
 * Home's one features section: each highlight (an outcome) heads the features that deliver it, so
 * the four highlights and the eight features read as one picture instead of two grids that say
 * similar things. Highlights are h3, their features h4; a short column may end with a sample figure
 * (the analytics column's health counts). Two columns, not four: the outcomes pair up by length
 * (two features beside two; three beside one and its figure), so no card ends far short.
 */
export function FeatureGroups({ groups, features }: { groups: FeatureGroup[]; features: FeatureCard[] }) {
  const byTitle = new Map(features.map((feature) => [feature.title, feature]));
  return (
    <ul className="grid gap-5 md:grid-cols-2" aria-label="Highlights">
      {groups.map((group) => (
        <Card as="li" key={group.title} className="flex flex-col lg:p-8">
          <div className="flex items-center gap-4">
            <IconTile name={group.icon} />
            <h3 className="text-lg font-semibold text-ink">{group.title}</h3>
          </div>
          <p className="mt-4 leading-7 text-ink-muted">{group.text}</p>
          {/* At their natural spacing, top-aligned: a shorter card of a row keeps its spare room at its foot. */}
          <ul className="mt-6 flex flex-col gap-5 border-t border-line pt-5">
            {group.features.map((title) => {
              const feature = byTitle.get(title);
              if (!feature) return null;
              return (
                <li key={title}>
                  <h4 className="flex items-center gap-2 font-semibold text-ink">
                    <Icon name={feature.icon} className="size-5 text-brand-600" />
                    {title}
                  </h4>
                  <p className="mt-1 leading-7 text-ink-muted">{feature.text}</p>
                </li>
              );
            })}
          </ul>
          {group.sample && (
            <div className="mt-6">
              <HealthCountsVisual {...group.sample} />
            </div>
          )}
        </Card>
      ))}
    </ul>
  );
}
