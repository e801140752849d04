import type { Metadata } from 'next';
import { ClosingBand } from '@/components/marketing/ClosingCta';
import { JsonLd } from '@/components/seo/JsonLd';
import { ButtonLink } from '@/components/ui/Button';
import { Hero } from '@/components/ui/Hero';
import { VendorFilter } from '@/components/vendors/VendorFilter';
import { VendorCategoryGroups } from '@/components/vendors/VendorGroup';
import { VendorStatusLegend } from '@/components/vendors/VendorStatusLegend';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { vendorFeatures, vendorFilterAttributes } from '@/lib/vendors/filter';
import { getVendorDirectory } from '@/lib/content/vendors';
import { pageLinks } from '@/lib/site/site';

const path = pageLinks.vendorIntegrations.href;

export async function generateMetadata(): Promise<Metadata> {
  const { title, description } = await getVendorDirectory();
  return pageMetadata({ title, description, path });
}

export default async function VendorIntegrationsPage() {
  const directory = await getVendorDirectory();
  const vendors = directory.categories.flatMap((category) => category.vendors);
  return (
    <>
      <Hero
        variant="centered"
        // Shorter than a marketing page's: the list is what a visitor came for.
        className="pb-8 sm:pt-12 sm:pb-10"
        kicker={directory.eyebrow}
        title={directory.title}
        intro={<p>{directory.intro}</p>}
        actions={
          <>
            <ButtonLink href={pageLinks.customIntegrations.href} size="lg">
              Request Integration
            </ButtonLink>
            <ButtonLink href={pageLinks.pricing.href} size="lg" variant="secondary">
              See Pricing
            </ButtonLink>
          </>
        }
      />

      {/* The filter heads the list it filters, as wide as it, one compact toolbar, so the first vendor shows in the
          first screen (at 1280 by 800 too, the chips under the search: 24 px above it and 32 under, not 40; the hero 48 px
          over its eyebrow; the key to the cards' figures beside the search from 1280 px, so the list keeps a 32 px gap). */}
      <div className="bg-surface-muted pt-6 pb-8">
        <div className="page-container max-w-7xl">
          <VendorFilter
            total={vendors.length}
            categories={directory.categories.map((category) => ({
              name: category.name,
              label: category.title ?? category.name,
              count: category.vendors.length,
            }))}
            features={vendorFeatures.map((feature) => ({
              feature,
              count: vendors.filter((vendor) => vendor.features.includes(feature)).length,
            }))}
            emptyPairs={directory.categories.flatMap((category) =>
              vendorFeatures
                .filter((feature) => !category.vendors.some((vendor) => vendor.features.includes(feature)))
                .map((feature) => ({ category: category.name, feature })),
            )}
            texts={directory.filter}
            requestHref={pageLinks.customIntegrations.href}
            requestTitles={directory.request}
            legend={<VendorStatusLegend directory={directory} />}
          />
          <div className="mt-8" {...{ [vendorFilterAttributes.list]: '' }}>
            <div className="grid gap-12">
              {/* What the cards' two figures are, beside the cards that show them, under their group's description:
                  in the filter's card it made a busy bar busier (outside reviews JJJJ and KKKK). */}
              <VendorCategoryGroups
                directory={directory}
                legend={
                  <p className="mt-3 max-w-3xl text-sm text-ink-muted" data-vendor-keep-legend>
                    {[directory.keep.price, directory.keep.margin].map(({ term, text }) => (
                      <span key={term}>
                        <dfn className="font-semibold text-ink not-italic">{term}</dfn>: {text}{' '}
                      </span>
                    ))}
                  </p>
                }
              />
            </div>
          </div>
        </div>
      </div>
      {/* The age-restricted category last, in a band of its own on the page's ground, not in the list's. */}
      <VendorCategoryGroups directory={directory} apart />

      {/* The one request call, after the list; with a category chosen in the filter, its title names that category. */}
      <ClosingBand
        id="request"
        title={<span {...{ [vendorFilterAttributes.requestTitle]: '' }}>{directory.request.title}</span>}
        text={directory.request.text}
        action={
          <ButtonLink href={pageLinks.customIntegrations.href} size="lg">
            Request Integration
          </ButtonLink>
        }
      />
      <JsonLd data={breadcrumbJsonLd([{ name: directory.title, path }])} />
    </>
  );
}
