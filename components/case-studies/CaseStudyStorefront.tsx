import { ToneWordmark } from '@/components/vendors/VendorLockup';
import { ICON_SPRITE_PATH } from '@/lib/brand/icon-sprite';
import type { CaseStudy } from '@/lib/content/case-studies';
import { fillTemplate } from '@/lib/content/schemas';

/**
 * The store the story is about, as its own shop shows it: a browser window on its storefront, its
 * wordmark over three of its goods, each drawn (lib/brand/sketches.ts `storeSketches`), named and
 * priced, as a product grid sets them. The customers are fictional, so the store is drawn, not
 * photographed; its mark alone on a tinted band left the story without "imagery of Evertail's store or
 * products" (outside review). The window's bar holds no address: an invented domain may be someone's.
 * Each good is drawn at 80 px at every width, its name and price under it: drawn across its column
 * (~220 px at 1024) the window grew taller than the story's title beside it, a ~180 px empty band.
 */
export function CaseStudyStorefront({
  study,
  label,
}: {
  study: Pick<CaseStudy, 'company' | 'logo' | 'tone' | 'industry' | 'store'>;
  label: string;
}) {
  return (
    <div data-testid="storefront" className="border-b border-line bg-brand-50 p-3">
      <div className="overflow-hidden rounded-lg bg-surface shadow-sm ring-1 ring-line">
        {/* The window's bar: its three dots and, as a tab's title, the store's trade (beside the wordmark it
            wrapped under it at 1280 px, ~20 px more window than the title's column beside it). */}
        <div className="flex items-center gap-1.5 border-b border-line px-3 py-1.5">
          {[0, 1, 2].map((dot) => (
            <span key={dot} aria-hidden="true" className="size-2 rounded-full bg-line" />
          ))}
          <p className="ml-auto text-xs font-medium text-ink-muted">{study.industry}</p>
        </div>
        <p className="px-4 pt-3 text-3xl text-ink">
          <ToneWordmark name={study.company} logo={study.logo} tone={study.tone} />
        </p>
        <ul aria-label={fillTemplate(label, { company: study.company })} className="grid grid-cols-3 gap-3 p-4">
          {study.store.products.map((product) => (
            <li key={product.name} className="min-w-0">
              <svg aria-hidden="true" focusable="false" viewBox="0 0 96 96" className="block size-20 rounded-md">
                <use href={`${ICON_SPRITE_PATH}#${product.sketch}`} />
              </svg>
              <p className="mt-2 text-xs font-medium text-ink sm:text-sm xl:text-xs">{product.name}</p>
              <p className="text-xs text-ink-muted tabular-nums sm:text-sm xl:text-xs">{product.price}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
