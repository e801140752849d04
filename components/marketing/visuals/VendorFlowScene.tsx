import { Icon } from '@/components/ui/Icon';
import { fillTemplate } from '@/lib/content/schemas';
import { cn } from '@/lib/util/cn';
import type { VendorDetail, VendorPageContent } from '@/lib/content/vendors';
import { formatUsdCents, samplePrice, vendorSampleRows } from '@/lib/vendors/sample';
import { GoodsPlate } from '@/components/vendors/GoodsPlate';
import { frameClass } from '@/components/ui/DrawnWindow';
import { StoreMark, VisualStage } from './VisualStage';

type Flow = VendorPageContent['flow'];
type Sample = VendorPageContent['sample'];

/**
 * The top of a vendor's page, its own (outside review: every vendor page looked the same, its
 * diagram small and wordy): its mark large, one product of its catalog as a sync delivers it (its
 * `sample`: the product, its SKU and its figures set large), then what travels each way and the
 * store, one line each. Plain text in reading order, arrows as decoration. Its caption is the stage's
 * title and the sample's label sits on the sample, one composed card (outside review: a caption
 * floating under it read as stray).
 */
export function VendorFlowScene({ vendor, flow, sample }: { vendor: VendorDetail; flow: Flow; sample: Sample }) {
  const gaps = { vendor: vendor.name };
  const rows = vendorSampleRows(vendor.sample, sample.columns);
  const priced = samplePrice(vendor.sample, sample.markup);
  // MAP among the figures even where it sets the price: the rule under them says "under MAP, so it lists at MAP",
  // which read as uncheckable with the figure left out (outside review TT).
  const figures = rows.filter((row) => row.key !== 'sku' && row.key !== 'product');
  return (
    <VisualStage>
      <figure>
        <figcaption className="mb-3 px-1 text-sm font-semibold text-ink">{flow.caption}</figcaption>
        {/* One card, the record on the frame's own ground: a grey panel inset in it read as a misaligned nested
            card, darker than its frame in the dark theme (outside review). No mark or method over the sample:
            the lockup over the title names the vendor and the About its feed. */}
        <div className={`${frameClass} p-4 sm:p-5`} data-sample-record>
          <p className="flex flex-wrap items-center justify-between gap-2 text-xs font-medium text-ink-muted">
            {fillTemplate(sample.title, gaps)}
            <span className="rounded-full px-2 py-0.5 text-ink ring-1 ring-line">{sample.label}</span>
          </p>
          {/* The product as it lands in the store: its picture (a drawing of the vendor's goods), its title and SKU, and
              the price the store lists it at, set by the sample's rule from its cost (outside review: "no vendor
              identity, no product photos"); the synced figures under it, then how the price came about. */}
          {/* The product's own drawing where the vendor's trade is not it: Amazon's water bottle drawn as its racks of
              cartons read as a wrong picture (outside review GGGG). */}
          <div className="mt-2 flex gap-4" data-sample-product={vendor.sample.goods ?? vendor.goods}>
            <GoodsPlate
              goods={vendor.sample.goods ?? vendor.goods}
              size="size-16"
              className="self-start"
              data-goods-plate
            />
            <div className="min-w-0">
              <p className="font-semibold text-ink">{vendor.sample.product}</p>
              <p className="font-mono text-xs text-ink-muted">
                <span className="sr-only">{sample.columns.sku}: </span>
                {vendor.sample.sku}
              </p>
              {priced && (
                <p className="mt-1 text-xl font-bold text-ink tabular-nums" data-sample-price>
                  <span className="sr-only">{sample.columns.price}: </span>
                  {formatUsdCents(priced.price)}
                </p>
              )}
            </div>
          </div>
          {/* Three columns, each term over its value, tight: stock, cost and MAP in one row at every width (side by
              side, MAP wrapped to a line of its own; stacked loose, they left the card 92 px past the text beside it, and with
              8 px more round them 66 past it on Holiday Products at 1280 px). */}
          <dl className="mt-2 grid grid-cols-3 gap-x-3">
            {figures.map((row) => (
              <div key={row.key} className="min-w-0">
                <dt className="text-xs text-ink-muted">{row.term}</dt>
                <dd className="text-lg leading-tight font-semibold text-ink tabular-nums">{row.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-1 text-sm text-ink-muted" data-sample-rule>
            {priced
              ? fillTemplate(priced.atMap ? sample.ruleMap : sample.rule, {
                  markup: String(sample.markup),
                  ruled: formatUsdCents(priced.ruled),
                })
              : fillTemplate(sample.noCost, gaps)}
          </p>
        </div>
        {/* Under 1280 px what travels each way is drawn here; from 1280 px under the hero's buttons, where the
            text column left a band of 100-150 px empty beside this card (outside review), an arrow here. */}
        <VendorLanes vendor={vendor} flow={flow} className="grid gap-2 py-3 xl:hidden" />
        <Icon name="arrowRight" className="mx-auto my-1 hidden size-4 rotate-90 text-brand-600 xl:block" />
        <div className={`${frameClass} flex items-center gap-3 px-4 py-3`}>
          <StoreMark />
          <span>
            <span className="block font-semibold text-ink">{flow.store}</span>
            <span className="block text-xs font-medium text-brand-700">{flow.hub}</span>
          </span>
        </div>
      </figure>
    </VisualStage>
  );
}

/** What travels each way, a line each: to the store, and (where any) to the vendor. */
export function VendorLanes({ vendor, flow, className }: { vendor: VendorDetail; flow: Flow; className?: string }) {
  const toVendor = vendor.syncDetails.filter((sync) => flow.vendorBound.includes(sync.item));
  const toStore = vendor.syncDetails.filter((sync) => !flow.vendorBound.includes(sync.item));
  return (
    <div className={cn('text-sm', className)} data-vendor-lanes>
      <Lane label={flow.toStore} items={toStore} direction="down" />
      {toVendor.length > 0 && (
        <Lane label={fillTemplate(flow.toVendor, { vendor: vendor.name })} items={toVendor} direction="up" />
      )}
    </div>
  );
}

/** One direction of travel, on one line: its arrow, its label and the items that take it. */
function Lane({
  label,
  items,
  direction,
}: {
  label: string;
  items: VendorDetail['syncDetails'];
  direction: 'down' | 'up';
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5 px-1">
      <Icon
        name="arrowRight"
        className={cn('size-4 text-brand-600', direction === 'down' ? 'rotate-90' : '-rotate-90')}
      />
      <span className="font-semibold text-ink">{label}</span>
      <ul className="flex flex-wrap gap-1.5">
        {items.map((sync) => (
          <li key={sync.item} className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            {sync.title}
          </li>
        ))}
      </ul>
    </div>
  );
}
