import type { Metadata } from 'next';
import type { CSSProperties } from 'react';
import { JsonLd } from '@/components/seo/JsonLd';
import { ButtonGroup, ButtonLink } from '@/components/ui/Button';
import { Hero } from '@/components/ui/Hero';
import { Section } from '@/components/ui/Section';
import { VendorCard } from '@/components/vendors/VendorCard';
import { VendorFilter } from '@/components/vendors/VendorFilter';
import { VendorStatusBadge } from '@/components/vendors/VendorStatusBadge';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { cn } from '@/lib/util/cn';
import { slugify } from '@/lib/util/slugify';
import { vendorFeatures, vendorFilterAttributes } from '@/lib/vendors/filter';
import { getVendorDirectory, vendorStatuses } from '@/lib/content/vendors';
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
      >
        <VendorFilter
          total={vendors.length}
          categories={directory.categories.map((category) => ({ name: category.name, count: category.vendors.length }))}
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
        />
      </Hero>

      <div className="bg-surface-muted py-12 sm:py-20" {...{ [vendorFilterAttributes.list]: '' }}>
        <div className="page-container grid max-w-7xl gap-12">
          {/* On a phone the legend follows the list, so the first vendor is not two screens down; the badges say their status in words. */}
          <section
            aria-labelledby="statuses-title"
            className="order-last rounded-card border border-line bg-surface-raised p-5 sm:order-none"
          >
            <h2 id="statuses-title" className="text-sm font-semibold text-ink">
              {directory.statusesTitle}
            </h2>
            <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
              {vendorStatuses.map((status) => (
                <div key={status}>
                  <dt>
                    <VendorStatusBadge status={status} />
                  </dt>
                  <dd className="mt-1.5 text-ink-muted">{directory.statuses[status]}</dd>
                </div>
              ))}
            </dl>
          </section>
          {directory.categories.map((category) => {
            const id = slugify(category.name);
            return (
              <section
                key={category.name}
                id={id}
                aria-labelledby={`${id}-title`}
                // How many cards it shows (the filter keeps it current), for the grid: .vendor-group in app/globals.css.
                style={{ '--n': category.vendors.length } as CSSProperties}
                // The age-restricted category, last in content, stands apart behind a rule.
                className={cn(
                  'vendor-group grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
                  category.note && 'border-t border-line pt-14',
                )}
                {...{ [vendorFilterAttributes.section]: category.name }}
              >
                {/*
                 * The group's introduction takes the cells its cards would leave empty in their last
                 * row, so every row is whole at every width: beside Marketplaces' two cards, above
                 * Adult's four, one column beside Furniture's first three at 1280 px.
                 */}
                <div className="pb-1">
                  {category.note && <p className="mb-2 text-sm font-medium text-ink-muted">{category.note}</p>}
                  <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
                    {category.name}
                  </h2>
                  <p className="mt-2 max-w-3xl text-ink-muted">{category.description}</p>
                </div>
                <ul className="contents">
                  {category.vendors.map((vendor) => (
                    <VendorCard key={vendor.name} vendor={vendor} />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </div>

      {/*
       * The one request call, after the list (centred: left-aligned, its two lines left the band's
       * right half empty). With a category chosen in the filter, its title names that category.
       */}
      <Section
        id="request"
        tone="brand"
        align="center"
        title={<span {...{ [vendorFilterAttributes.requestTitle]: '' }}>{directory.request.title}</span>}
        intro={directory.request.text}
      >
        <ButtonGroup align="center">
          <ButtonLink href={pageLinks.customIntegrations.href} variant="inverse" size="lg">
            Request Integration
          </ButtonLink>
        </ButtonGroup>
      </Section>
      <JsonLd data={breadcrumbJsonLd([{ name: directory.title, path }])} />
    </>
  );
}
