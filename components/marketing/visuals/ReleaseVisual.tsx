import { ArrowLink } from '@/components/ui/ArrowLink';
import { RELEASE_KIND_ATTRIBUTE } from '@/components/content/release-kind';
import type { ReleaseVisual as ReleaseVisualData } from '@/lib/content/product-examples';
import { HealthCountsVisual, VisualCard } from './HealthCountsVisual';
import { PricePreview } from './PricePreview';
import { SyncRunVisual } from './SyncRunVisual';

/** A release's small picture of what it changed, with its caption and the docs article on the change. */
export function ReleaseVisual({
  visual,
  doc,
  className,
  kind,
}: {
  visual: ReleaseVisualData;
  doc: { label: string; href: string };
  className?: string;
  /** The kind of change it shows, for the kind filter (ReleaseKindFilter) to hide it with that kind. */
  kind: string;
}) {
  return (
    // One size for every release's picture: a card of rows across a stage of one height, its caption and
    // docs link under it (beside it, each took its own width and place; a chip card or a line of chips
    // left most of the stage empty: outside reviews).
    <figure className={className} {...{ [RELEASE_KIND_ATTRIBUTE]: kind }}>
      <div className="flex min-h-60 items-center overflow-hidden rounded-card bg-surface-muted p-5 ring-1 ring-line">
        <div className="w-full">
          {visual.kind === 'price-preview' && (
            <VisualCard title={visual.title}>
              <PricePreview example={visual} stacked />
            </VisualCard>
          )}
          {visual.kind === 'sync-run' && <SyncRunVisual {...visual} />}
          {visual.kind === 'health-counts' && <HealthCountsVisual {...visual} />}
        </div>
      </div>
      <figcaption className="mt-3 text-sm text-ink-muted">
        <span className="block font-semibold text-ink">{visual.caption}</span>
        <ArrowLink href={doc.href} className="mt-1 text-sm">
          {doc.label}
        </ArrowLink>
      </figcaption>
    </figure>
  );
}
