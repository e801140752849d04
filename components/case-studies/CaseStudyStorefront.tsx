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
 */
export function CaseStudyStorefront({
  study,
  label,
}: {
  study: Pick<CaseStudy, 'company' | 'logo' | 'tone' | 'industry' | 'store'>;
  label: string;
}) {
  return (
    <div data-testid="storefront" className="border-b border-line bg-brand-50 p-4">
      <div className="overflow-hidden rounded-lg bg-surface shadow-sm ring-1 ring-line">
        <div aria-hidden="true" className="flex gap-1.5 border-b border-line px-3 py-2.5">
          {[0, 1, 2].map((dot) => (
            <span key={dot} className="size-2 rounded-full bg-line" />
          ))}
        </div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 px-4 pt-3">
          <p className="text-3xl text-ink">
            <ToneWordmark name={study.company} logo={study.logo} tone={study.tone} />
          </p>
          <p className="text-sm font-medium text-ink-muted">{study.industry}</p>
        </div>
        <ul aria-label={fillTemplate(label, { company: study.company })} className="grid grid-cols-3 gap-3 p-4">
          {study.store.products.map((product) => (
            <li key={product.name} className="min-w-0">
              <svg aria-hidden="true" focusable="false" viewBox="0 0 96 96" className="block w-full rounded-md">
                <use href={`${ICON_SPRITE_PATH}#${product.sketch}`} />
              </svg>
              <p className="mt-2 text-xs font-medium text-ink sm:text-sm">{product.name}</p>
              <p className="text-xs text-ink-muted tabular-nums sm:text-sm">{product.price}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
