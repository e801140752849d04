import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/util/cn';
import { frameBarClass, frameClass } from '@/components/ui/DrawnWindow';
import { fillTemplate } from '@/lib/content/schemas';
import type { FeatureSectionContent, FeaturesContent } from '@/lib/content/marketing';
import { applyQuantityDelta } from '@/lib/docs/quantity-delta';
import { formatAmount } from '@/lib/docs/price-rule';
import { priceSteps } from './PriceBuildVisual';

/**
 * Features' hero picture: the four features as a day's activity, one row each, in two lanes by the way
 * their data travels (in from the vendors: stock, prices, listings; out to them and back: orders), which
 * Home's four highlight cards do not say (the page opened on Home's four again: outside review); every row a link to
 * its section (the page's "On this page" list, so the picture and the way round the page are one
 * thing to read). Its figures come from the examples the sections draw, through the same functions,
 * so a row never disagrees with the picture further down; its title bar says they are samples. The page's
 * first picture: from 1280 px, where it stands ~580 px wide beside the text, its words are the page's own size
 * (at 14 px, its title bar's at 12, it read as small beside the hero's text: outside review).
 */
export function FeatureHubVisual({
  feed,
  tag,
  sections,
  visuals: { stock, listing, price, orders },
}: {
  feed: FeaturesContent['hero']['feed'];
  /** Quiet, at the end of the title bar: the figures are samples. */
  tag: string;
  sections: FeatureSectionContent[];
  visuals: FeaturesContent['visuals'];
}) {
  const product = stock.products[0]!;
  const counted = applyQuantityDelta(product.vendorQuantity, stock.delta);
  if (!counted.ok) throw new Error(`Stock example ${product.sku}: ${counted.error}`);
  const values: Record<string, string> = {
    product: product.name,
    stockVendor: stock.vendor.name,
    vendorQuantity: String(product.vendorQuantity),
    quantity: String(counted.quantity),
    sku: listing.sku,
    cost: formatAmount(price.cost),
    markup: String(price.markupPercent),
    price: formatAmount(priceSteps(price).price),
    order: orders.order,
    // One number: it broke after "1Z" in the narrow column at 1024 px.
    tracking: orders.items[0]!.tracking.replaceAll(' ', '\u00a0'),
    stage: orders.stages.at(-1)!,
  };
  const row = (section: FeatureSectionContent, index: number) => (
    <li key={section.id}>
      <a href={`#${section.id}`} className="flex items-center gap-3 px-4 py-3 hover:bg-surface-muted">
        <span className="icon-tile max-sm:hidden">
          <Icon name={section.icon} className="size-5" />
        </span>
        <span className="min-w-0 flex-1 text-sm xl:text-base">
          <span className="block font-semibold text-ink">{section.eyebrow}</span>
          <span className="block text-ink-muted">{fillTemplate(feed.rows[index]!.text, values)}</span>
        </span>
        <span className="badge bg-brand-50 text-sm font-bold whitespace-nowrap text-brand-800 ring-brand-100 xl:text-base">
          {fillTemplate(feed.rows[index]!.value, values)}
        </span>
      </a>
    </li>
  );
  return (
    // On the hero's own tinted band, so without a stage of its own; under the text (below 1024 px), as
    // wide as the text's column (576 px of 720 at 768 left an empty strip at its right: outside review).
    <nav aria-label={feed.label} className={frameClass} data-mockup>
      <p className={cn(frameBarClass, 'sm:text-sm')}>
        <Icon name="store" className="size-4 text-brand-700" />
        {feed.title}
        <span className="ml-auto font-normal text-ink-muted">{tag}</span>
      </p>
      <div className="divide-y divide-line">
        {feed.lanes.map((lane, at) => (
          <section key={lane} aria-label={lane}>
            <p className="flex items-center gap-2 border-b border-line px-4 py-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
              <Icon name={at ? 'sync' : 'arrowRight'} className="size-4 text-brand-700" />
              {lane}
            </p>
            <ul className="divide-y divide-line">
              {sections.slice(at * 3, at * 3 + 3).map((section, index) => row(section, at * 3 + index))}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
