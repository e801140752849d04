import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { ClosingBand } from '@/components/marketing/ClosingCta';
import { JsonLd } from '@/components/seo/JsonLd';
import { ButtonLink } from '@/components/ui/Button';
import { Hero } from '@/components/ui/Hero';
import { Icon } from '@/components/ui/Icon';
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
  const platform = vendors.find((vendor) => vendor.slug === directory.platform.slug);
  return (
    <>
      <Hero
        variant="centered"
        // Shorter than a marketing page's: the list is what a visitor came for.
        className="pb-8 sm:pt-14 sm:pb-10"
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

      {/* The filter heads the list it filters, as wide as it, one compact toolbar, so the first vendor shows in the first screen. */}
      <div className="bg-surface-muted py-8 sm:py-10">
        <div className="page-container max-w-7xl">
          <VendorFilter
            total={vendors.length}
            categories={directory.categories.map((category) => ({
              name: category.name,
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
            legend={
              // Beside the count, closed: the badges say their status in words, and the legend open above the
              // list pushed the first vendor below the fold (outside review).
              <section aria-labelledby="statuses-title">
                <details className="group mt-1 text-sm">
                  <summary
                    id="statuses-title"
                    className="inline-flex cursor-pointer list-none items-center gap-1 font-medium text-brand-700"
                  >
                    {directory.statusesTitle}
                    <Icon name="chevronDown" className="size-4 group-open:rotate-180" />
                  </summary>
                  <dl className="mt-3 grid gap-3">
                    {vendorStatuses.map((status) => (
                      <div key={status} className="flex gap-3">
                        <dt className="w-28 shrink-0 whitespace-nowrap">
                          <VendorStatusBadge status={status} />
                        </dt>
                        <dd className="text-ink-muted">{directory.statuses[status]}</dd>
                      </div>
                    ))}
                  </dl>
                </details>
              </section>
            }
          />
          <div className="mt-8 grid gap-12" {...{ [vendorFilterAttributes.list]: '' }}>
            {/* The store platform first and apart: listed with its category (the filter finds it there), but no supplier. */}
            {platform && (
              <Group
                id="platform"
                title={directory.platform.title}
                description={directory.platform.text}
                category={platform.category}
              >
                <ul className="lg:col-span-3">
                  <VendorCard vendor={platform} label={directory.platform.label} />
                </ul>
              </Group>
            )}
            {directory.categories.map((category) => {
              const listed = category.vendors.filter((vendor) => vendor !== platform);
              return (
                <Group
                  key={category.name}
                  id={slugify(category.name)}
                  title={category.name}
                  description={category.description}
                  note={category.note}
                  category={category.name}
                >
                  {/*
                   * Two cards a row from 640 px, and the group's request card last (.vendor-cards in
                   * app/globals.css), shown only beside an odd last card, where it fills the row's second
                   * half (the filter re-decides): a dashed request in every group read as a list of gaps.
                   */}
                  <ul className="vendor-cards flex flex-wrap gap-4 lg:col-span-3">
                    {listed.map((vendor) => (
                      <VendorCard key={vendor.name} vendor={vendor} />
                    ))}
                    {/* Its link under its text in a card's half row, beside it where the card runs across one. */}
                    <li
                      hidden={listed.length % 2 === 0}
                      {...{ [vendorFilterAttributes.request]: '' }}
                      className="flex flex-wrap content-center items-center gap-x-6 gap-y-2 rounded-card border border-dashed border-line-control p-4 sm:p-5"
                    >
                      <div>
                        <p className="font-semibold text-ink">{category.missing.title}</p>
                        <p className="mt-1 text-sm text-ink-muted">{category.missing.text}</p>
                      </div>
                      <ArrowLink href={pageLinks.customIntegrations.href} className="min-h-0 py-1 text-sm">
                        {directory.filter.request}
                      </ArrowLink>
                    </li>
                  </ul>
                </Group>
              );
            })}
          </div>
        </div>
      </div>

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

/**
 * A group of the list: its heading and one-line introduction hold the left column, in view while its
 * cards scroll; marked with its category for the filter. The age-restricted one, last in content,
 * stands apart behind a rule, its note under its heading, where it reads as the group's terms.
 */
function Group({
  id,
  title,
  description,
  note,
  category,
  children,
}: {
  id: string;
  title: string;
  description: string;
  note?: string;
  category: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn('grid gap-6 lg:grid-cols-4 lg:gap-10', note && 'border-t border-line pt-14')}
      {...{ [vendorFilterAttributes.section]: category }}
    >
      <div className="lg:sticky lg:top-24 lg:self-start">
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="mt-2 max-w-3xl text-ink-muted">{description}</p>
        {note && <p className="mt-3 text-sm font-medium text-ink-muted">{note}</p>}
      </div>
      {children}
    </section>
  );
}
