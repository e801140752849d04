import { fillTemplate } from '@/lib/content/schemas';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { RELEASE_KIND_ATTRIBUTE } from '@/components/content/release-kind';
import type { ReleaseVisual as ReleaseVisualData } from '@/lib/content/product-examples';
import { HealthCountsVisual } from './HealthCountsVisual';
import { PricePreview } from './PricePreview';
import { VendorTagVisual } from './VendorTagVisual';

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
  const caption =
    visual.kind === 'vendor-tag' ? fillTemplate(visual.caption, { vendor: visual.vendor.name }) : visual.caption;
  return (
    // One size for every release's picture: the drawing centred on a stage of fixed height, its caption
    // and docs link under it (beside it, each took its own width and place: outside review).
    <figure className={className} {...{ [RELEASE_KIND_ATTRIBUTE]: kind }}>
      <div className="flex min-h-60 items-center rounded-card bg-surface-muted p-5 ring-1 ring-line">
        <div className="w-full">
          {visual.kind === 'price-preview' && <PricePreview example={visual} />}
          {visual.kind === 'vendor-tag' && <VendorTagVisual {...visual} />}
          {visual.kind === 'health-counts' && <HealthCountsVisual {...visual} />}
        </div>
      </div>
      <figcaption className="mt-3 text-sm text-ink-muted">
        <span className="block font-semibold text-ink">{caption}</span>
        <ArrowLink href={doc.href} className="mt-1 text-sm">
          {doc.label}
        </ArrowLink>
      </figcaption>
    </figure>
  );
}
