import { fillTemplate } from '@/lib/content/schemas';
import { cn } from '@/lib/util/cn';
import { ArrowLink } from '@/components/ui/ArrowLink';
import type { ReleaseVisual as ReleaseVisualData } from '@/lib/content/product-examples';
import { HealthCountsVisual } from './HealthCountsVisual';
import { PricePreview } from './PricePreview';
import { VendorTagVisual } from './VendorTagVisual';

/** A release's small picture of what it changed, with its caption and the docs article on the change. */
export function ReleaseVisual({
  visual,
  doc,
  className,
}: {
  visual: ReleaseVisualData;
  doc: { label: string; href: string };
  className?: string;
}) {
  const caption =
    visual.kind === 'vendor-tag' ? fillTemplate(visual.caption, { vendor: visual.vendor.name }) : visual.caption;
  return (
    <figure
      className={cn(
        // From md the caption beside the picture, across the release's width (half of it stood empty: outside
        // review D); the picture's card alone, on no tinted panel (a box in a box read heavy: outside review);
        // the picture two thirds, so the tag-to-link row does not press on the edge (outside review N).
        'grid gap-3 md:grid-cols-3 md:items-center md:gap-6',
        className,
      )}
    >
      <figcaption className="text-sm text-ink-muted">
        <span className="block font-semibold text-ink">{caption}</span>
        <ArrowLink href={doc.href} className="mt-1 text-sm">
          {doc.label}
        </ArrowLink>
      </figcaption>
      <div className="md:col-span-2">
        {visual.kind === 'price-preview' && <PricePreview example={visual} />}
        {visual.kind === 'vendor-tag' && <VendorTagVisual {...visual} />}
        {visual.kind === 'health-counts' && <HealthCountsVisual {...visual} />}
      </div>
    </figure>
  );
}
