import type { ReactNode } from 'react';
import { CheckList } from '@/components/ui/CheckList';
import { Steps } from '@/components/ui/Steps';
import { fillTemplate } from '@/lib/content/schemas';
import type { VendorDetail, VendorPageContent } from '@/lib/content/vendors';

/**
 * The two ways to connect a live vendor, side by side from lg: on the left, on your own in the
 * dashboard, its three steps down the column (the credential named for its method, so the page
 * answers "what do I need?" before Connect is pressed) and what to have at hand under them; on the
 * right, the quieter ask to set it up with our team. The column runs as long as the form (the list
 * alone beside it left a tall empty column: outside review). Below lg, one after the other.
 */
export function VendorSetupSteps({
  vendor,
  text,
  children,
}: {
  vendor: VendorDetail;
  text: VendorPageContent['steps'];
  /** The ask to set it up with our team: the second way, beside the first. */
  children: ReactNode;
}) {
  const { syncs, ready } = vendorSetupText(vendor, text);
  // {short}: its name after the title's first time (lib/content/vendors.ts `short`).
  const gaps = {
    vendor: vendor.name,
    short: vendor.short,
    credential: vendor.credential ?? text.credential[vendor.integrationMethod],
    syncs,
  };
  // Step titles are headings, so Title Case (docs/look-and-feel.md): "Enter Its API Key".
  const titleGaps = { ...gaps, credential: gaps.credential.replace(/\b[a-z]/g, (letter) => letter.toUpperCase()) };
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
      {/* Its label level with the card's beside it (the card's padding). */}
      <div className="text-base lg:pt-6">
        {/* Labelled as the form's card is (its eyebrow), so the two read as two choices, this one first. */}
        <p className="mb-6 text-sm font-semibold tracking-wide text-brand-700 uppercase">{text.yourself}</p>
        <Steps
          layout="column"
          steps={text.items.map((step) => ({
            title: fillTemplate(step.title, titleGaps),
            text: fillTemplate(step.text, gaps),
          }))}
        />
        <div className="mt-8 rounded-card border border-line bg-surface-raised p-5">
          <h3 className="font-semibold text-ink">{text.ready.title}</h3>
          <CheckList
            items={ready.map((item) => fillTemplate(item, gaps))}
            className="mt-3 space-y-2 text-sm text-ink-muted"
          />
        </div>
      </div>
      {children}
    </div>
  );
}

/**
 * What the steps say of this vendor, from its record: the settings its Map and Sync step names (only what
 * it syncs: Amazon MCF's quantity only) and what to have at hand, the price rule last where prices sync
 * (MAP and MSRP only where it publishes MAP) or, where they do not, that the store's prices stay its own.
 */
export function vendorSetupText(
  vendor: Pick<VendorDetail, 'syncs' | 'map'>,
  text: VendorPageContent['steps'],
): { syncs: string; ready: string[] } {
  const settings = (['price', 'cost', 'inventory'] as const)
    .filter((item) => vendor.syncs.includes(item))
    .map((item) => text.settings[item]);
  const syncs = settings.length === 1 ? fillTemplate(text.settingOnly, { setting: settings[0]! }) : settings.join(', ');
  const price = vendor.syncs.includes('price')
    ? vendor.map
      ? text.ready.price.map
      : text.ready.price.markup
    : text.ready.price.none;
  return { syncs, ready: [...text.ready.items, price] };
}
