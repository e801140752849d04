import { Card } from '@/components/ui/Card';
import { Icon } from '@/components/ui/Icon';
import { contentIcons } from '@/lib/brand/icons';
import type { FeatureCard, HomeContent } from '@/lib/content/marketing';
import { cn } from '@/lib/util/cn';
import { IconTile } from './IconTile';

type FeatureGroup = HomeContent['highlights'][number];

/**
 * Home's one features section: each highlight (an outcome) heads the features that deliver it, so
 * the four highlights and the eight features read as one picture instead of two grids that say
 * similar things. Highlights are h3, their features h4.
 */
export function FeatureGroups({ groups, features }: { groups: FeatureGroup[]; features: FeatureCard[] }) {
  const byTitle = new Map(features.map((feature) => [feature.title, feature]));
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" aria-label="Highlights">
      {groups.map((group) => (
        <Card as="li" key={group.title} className="flex flex-col">
          <IconTile name={group.icon} />
          <h3 className="mt-5 text-lg font-semibold text-ink">{group.title}</h3>
          <p className="mt-2 text-sm leading-6 text-ink-muted">{group.text}</p>
          <ul className="mt-6 space-y-5 border-t border-line pt-5">
            {group.features.map((title) => {
              const feature = byTitle.get(title);
              if (!feature) return null;
              return (
                <li key={title}>
                  <h4 className="flex items-center gap-2 text-sm font-semibold text-ink">
                    <Icon icon={contentIcons[feature.icon]} className="size-5 text-brand-600" />
                    {title}
                  </h4>
                  <p className="mt-1 text-sm leading-6 text-ink-muted">{feature.text}</p>
                </li>
              );
            })}
          </ul>
          {group.sample && <SampleFigure sample={group.sample} />}
        </Card>
      ))}
    </ul>
  );
}

/** A short column's sample figure (a vendor's health counts), so the four columns end level. */
function SampleFigure({ sample }: { sample: NonNullable<FeatureGroup['sample']> }) {
  return (
    <figure className="mt-6 rounded-xl bg-surface-muted p-4 ring-1 ring-line">
      <figcaption className="flex items-baseline justify-between gap-3 text-xs">
        <span className="font-semibold text-ink">{sample.title}</span>
        <span className="shrink-0 text-ink-muted">{sample.note}</span>
      </figcaption>
      <dl className="mt-3 space-y-2 text-sm">
        {sample.items.map((item) => (
          <div key={item.label} className="flex items-center justify-between gap-3">
            <dt className="flex items-center gap-2 text-ink-muted">
              <span
                aria-hidden="true"
                className={cn('size-2 rounded-full', item.healthy ? 'bg-success-700' : 'bg-warning-700')}
              />
              {item.label}
            </dt>
            <dd className={cn('font-semibold tabular-nums', item.healthy ? 'text-ink' : 'text-warning-700')}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}
