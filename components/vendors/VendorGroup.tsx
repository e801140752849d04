import type { ReactNode } from 'react';
import { ButtonLink, buttonClasses } from '@/components/ui/Button';
import { fillTemplate } from '@/lib/content/schemas';
import { cssString } from '@/lib/first-paint/native-choices';
import { Icon } from '@/components/ui/Icon';
import { Badge } from '@/components/ui/Badge';
import {
  ageRestrictedCategory,
  type VendorCard as VendorCardData,
  type VendorDirectoryView,
} from '@/lib/content/vendors';
import { pageLinks } from '@/lib/site/site';
import { vendorFeatures, vendorFilterAttributes } from '@/lib/vendors/filter';
import { cn } from '@/lib/util/cn';
import { slugify } from '@/lib/util/slugify';
import { VendorCard } from './VendorCard';
import { VendorRow } from './VendorRow';

/**
 * A group of the list: from 1280 px its heading and one-line introduction hold the left column, in view while
 * its cards scroll (at 1024 px that column was some 180 px, its introduction seven lines of three words: outside
 * review TTT); below, they head the cards. Marked with its category for the filter. `band` sets it apart as a
 * band of its own on the page's ground, across the page after the list (the age-restricted category: in the list's grey
 * band it read as part of the lighting grid, outside review), its note and mark under its heading.
 */
export function VendorGroup({
  id,
  title,
  description,
  note,
  aside,
  badge,
  category,
  band = false,
  children,
}: {
  id: string;
  title: string;
  description: string;
  note?: string;
  /** Under the description: what the group's cards' figures are (the Vendors page's key to Your price and Your margin). */
  aside?: ReactNode;
  badge?: string;
  category: string;
  band?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(band && 'border-t border-line py-12 sm:py-16')}
      {...{ [vendorFilterAttributes.section]: category }}
    >
      <div className={cn('grid gap-6 xl:grid-cols-4 xl:gap-10', band && 'page-container max-w-7xl')}>
        <div className="xl:sticky xl:top-24 xl:self-start">
          <div className="flex items-center gap-3">
            {/* One heading scale for every category, the age-restricted band's too: a size down, it read as lesser (outside review JJ). */}
            <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
              {title}
            </h2>
            {badge && <Badge>{badge}</Badge>}
          </div>
          <p className="mt-2 max-w-3xl text-ink-muted">{description}</p>
          {note && <p className="mt-3 text-sm font-medium text-ink-muted">{note}</p>}
          {aside}
        </div>
        {children}
      </div>
    </section>
  );
}

type Category = VendorDirectoryView['categories'][number];

/**
 * One category's group: its live vendors' cards, two a row from 640 px, and its request card last
 * (.vendor-cards in app/globals.css), shown only beside an odd last card, where it fills the row's
 * second half (the filter re-decides): a dashed request in every group read as a list of gaps. An
 * action, drawn as one: tinted, a plug where a vendor's mark would be, and a button (dashed, in the
 * vendors' grid it read as one more vendor: outside review). Under the cards, its vendors not live
 * yet as quiet rows (components/vendors/VendorRow.tsx): seventeen cards alike gave the list no
 * hierarchy and made it long (outside review).
 */
function VendorCategoryGroup({
  category,
  vendors,
  request,
  platform,
  band,
  legend,
}: {
  category: Category;
  vendors: VendorCardData[];
  request: { label: string; href: string };
  /** The store platform (Shopify), listed with the marketplaces as the spec lists it, its card labelled. */
  platform: VendorDirectoryView['platform'];
  band?: boolean;
  /** What the cards' figures are, shown in the group whose cards show them. */
  legend?: ReactNode;
}) {
  const live = vendors.filter((vendor) => vendor.status === 'live');
  const others = vendors.filter((vendor) => vendor.status !== 'live');
  const id = slugify(category.name);
  // While this category's chip is checked (before the script runs too): its disclosure opened by CSS.
  const chosen = `body:has(input[value=${cssString(category.name)}]:checked)`;
  const list = (
    <>
      {live.length > 0 && (
        <ul className="vendor-cards flex flex-wrap gap-3">
          {live.map((vendor) => (
            <VendorCard
              key={vendor.name}
              vendor={vendor}
              label={vendor.slug === platform.slug ? platform.label : undefined}
            />
          ))}
          {/* Its link under its text in a card's half row, beside it where the card runs across one. */}
          <li
            hidden={live.length % 2 === 0}
            {...{ [vendorFilterAttributes.request]: '' }}
            className="flex flex-wrap content-center items-center gap-4 rounded-card bg-brand-50 p-4 ring-1 ring-brand-200 sm:p-5"
          >
            <div className="flex gap-4">
              <span className="icon-tile shrink-0 bg-surface-raised">
                <Icon name="plug" className="size-5" />
              </span>
              <div>
                <p className="font-semibold text-ink">{category.missing.title}</p>
                <p className="mt-1 text-sm text-ink-muted">{category.missing.text}</p>
              </div>
            </div>
            <ButtonLink href={request.href} variant="secondary" size="sm">
              {request.label}
            </ButtonLink>
          </li>
        </ul>
      )}
      {others.length > 0 && (
        <ul className={cn(live.length > 0 && 'mt-4')}>
          {others.map((vendor) => (
            <VendorRow key={vendor.name} vendor={vendor} />
          ))}
        </ul>
      )}
    </>
  );
  return (
    <VendorGroup
      id={id}
      title={category.title ?? category.name}
      description={category.description}
      note={category.note}
      aside={legend}
      badge={category.badge}
      category={category.name}
      band={band}
    >
      <div className="min-w-0 xl:col-span-3">
        {category.disclosure ? (
          // Its pictures and prices closed until asked for, its vendors named under the summary: inline, the
          // massager and lubricant cards read as one more row of the furniture list (outside review). The filter
          // opens it when its category is chosen or a name typed is in it; #adult in the URL opens it too.
          <>
            <details id={`${id}-vendors`} className="group" {...{ [vendorFilterAttributes.disclosure]: '' }}>
              <summary className={buttonClasses({ variant: 'secondary', className: 'w-full list-none sm:w-auto' })}>
                {fillTemplate(category.disclosure, { count: String(live.length) })}
                <Icon name="chevronDown" className="size-4 group-open:rotate-180" />
              </summary>
              <div className="pt-4">{list}</div>
            </details>
            {/* Its live vendors as the rows the vendors not live yet have, each its name, what it sells and its
                facts, the whole row its link, with no pictures or prices, filtered with the cards and hidden once
                open, where the cards name them (a line of underlined names read unlike every other group, outside review VV; a ruled wall of
                cells, one more style beside the cards and the rows, outside review WW). Its chip chosen before the
                script runs (or without it) shows the cards instead, where the browser lets CSS open a disclosure's content. */}
            <style>{`[${vendorFilterAttributes.disclosure}][open]~ul,${chosen} [${vendorFilterAttributes.disclosure}]~ul{display:none}${chosen} [${vendorFilterAttributes.disclosure}]::details-content{content-visibility:visible;display:block}`}</style>
            <ul className="mt-4">
              {live.map((vendor) => (
                <VendorRow key={vendor.name} vendor={vendor} mirror />
              ))}
            </ul>
          </>
        ) : (
          list
        )}
      </div>
    </VendorGroup>
  );
}

/** A category none of whose vendors is live yet: it joins the one "On the Way" group after the list. */
const allLater = (category: Category) => category.vendors.every((vendor) => vendor.status !== 'live');

/**
 * After the list, one group for the categories none of whose vendors is live yet (Automotive, Medical
 * Supplies): a section each of one beta and one coming-soon row read as near empty (outside review).
 * One compact block of rows, each category named over its own (a region of its name, marked for the
 * filter as a group is). Hidden as a whole, by CSS, when the filter leaves none of its rows: by name
 * (the script's hidden rows), or a category or capability chosen that none of them is in or has.
 */
function VendorLaterGroup({ directory, categories }: { directory: VendorDirectoryView; categories: Category[] }) {
  const chosen = (group: string, value: string) => `body:has(input[name="${group}"][value="${value}"]:checked)`;
  const others = directory.categories.filter((category) => !categories.includes(category));
  const rules = [
    `[data-vendor-later]:not(:has([${vendorFilterAttributes.item}]:not([hidden])))`,
    ...others.map((category) => `${chosen('vendor-category', category.name)} [data-vendor-later]`),
    ...vendorFeatures.map(
      (feature) =>
        `${chosen('vendor-feature', feature)} [data-vendor-later]:not(:has([${vendorFilterAttributes.features}~="${feature}"]))`,
    ),
  ];
  return (
    <section id="on-the-way" aria-labelledby="on-the-way-title" data-vendor-later="">
      <style>{`${rules.join(',')}{display:none}`}</style>
      <div className="grid gap-6 xl:grid-cols-4 xl:gap-10">
        <div className="xl:sticky xl:top-24 xl:self-start">
          <h2 id="on-the-way-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {directory.later.title}
          </h2>
          <p className="mt-2 max-w-3xl text-ink-muted">{directory.later.text}</p>
        </div>
        <div className="min-w-0 xl:col-span-3">
          {categories.map((category) => {
            const id = slugify(category.name);
            return (
              <section
                key={category.name}
                id={id}
                aria-labelledby={`${id}-title`}
                className="mb-4"
                {...{ [vendorFilterAttributes.section]: category.name }}
              >
                <p id={`${id}-title`} className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                  {category.name}
                </p>
                <ul className="mt-1">
                  {category.vendors.map((vendor) => (
                    <VendorRow key={vendor.name} vendor={vendor} />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </div>
    </section>
  );
}

/**
 * The directory's categories in content order (the store platform's card with the marketplaces, labelled:
 * one card across the list above them wasted its width, outside review), those none of whose vendors is live yet together in one group after them (VendorLaterGroup):
 * those of the list, or with `apart` the age-restricted one, each in its band after the list.
 */
export function VendorCategoryGroups({
  directory,
  apart = false,
  legend,
}: {
  directory: VendorDirectoryView;
  apart?: boolean;
  /** The key to the cards' Your price and Your margin, beside the groups whose cards show them. */
  legend?: ReactNode;
}) {
  // A group whose live cards show Your price (the marketplaces' show stock and setup instead).
  const priced = (category: Category) =>
    category.vendors.some((vendor) => vendor.spec.some(({ term }) => term === directory.keep.price.term));
  const request = { label: directory.filter.request, href: pageLinks.customIntegrations.href };
  const categories = directory.categories.filter((category) => (category.name === ageRestrictedCategory) === apart);
  const later = apart ? [] : categories.filter(allLater);
  return (
    <>
      {categories
        .filter((category) => !later.includes(category))
        .map((category) => (
          <VendorCategoryGroup
            key={category.name}
            category={category}
            vendors={category.vendors}
            request={request}
            platform={directory.platform}
            band={apart}
            legend={priced(category) ? legend : undefined}
          />
        ))}
      {later.length > 0 && <VendorLaterGroup directory={directory} categories={later} />}
    </>
  );
}
