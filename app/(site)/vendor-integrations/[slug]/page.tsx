import { Icon } from '@/components/ui/Icon';
import { Badge } from '@/components/ui/Badge';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { VendorAbout } from '@/components/vendors/VendorAbout';
import { VendorFlowScene, VendorLanes } from '@/components/marketing/visuals/VendorFlowScene';
import { JsonLd } from '@/components/seo/JsonLd';
import { ButtonLink } from '@/components/ui/Button';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { BackLink } from '@/components/ui/BackLink';
import { Container } from '@/components/ui/Container';
import { FactCard } from '@/components/ui/FactList';
import { Hero } from '@/components/ui/Hero';
import { Section } from '@/components/ui/Section';
import { vendorFacts } from '@/components/vendors/VendorFacts';
import { FormCard } from '@/components/forms/FormCard';
import { AfterSent } from '@/components/forms/AfterSent';
import { VendorRequestForm } from '@/components/forms/VendorRequestForm';
import { MoreVendors } from '@/components/vendors/MoreVendors';
import { cn } from '@/lib/util/cn';
import { VendorLockup } from '@/components/vendors/VendorLockup';
import { VendorSetupSteps } from '@/components/vendors/VendorSetupSteps';
import { TextLink } from '@/components/ui/TextLink';
import { VendorStatusBadge } from '@/components/vendors/VendorStatusBadge';
import { fillAfterSent, fillTemplate } from '@/lib/content/schemas';
import {
  getRelatedVendors,
  getVendor,
  getVendorPageContent,
  getVendorPlatform,
  getVendorSlugs,
} from '@/lib/content/vendors';
import { getVendorStories } from '@/lib/vendors/stories';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { docHref } from '@/lib/site/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { headerActions, pageLinks } from '@/lib/site/site';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export async function generateStaticParams() {
  return (await getVendorSlugs()).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const vendor = await getVendor(slug);
  if (!vendor) return {};
  return pageMetadata({ title: `${vendor.name} Integration`, description: vendor.description, path: vendor.href });
}

export default async function VendorPage({ params }: Props) {
  const { slug } = await params;
  const vendor = await getVendor(slug);
  if (!vendor) notFound();
  const text = getVendorPageContent();
  const gaps = { vendor: vendor.name, short: vendor.short, cost: vendor.setupCost };
  // A live vendor is connected in the dashboard, where Log in leads; the form below asks our team
  // to help with it. A vendor not live yet is requested, by the form.
  const live = vendor.status === 'live';
  const formSection = live ? text.connect : text.request;
  const stories = await getVendorStories(slug);
  const platformText = getVendorPlatform();
  const platform = slug === platformText.slug;
  const threeSyncs = vendor.syncDetails.length === 3;
  const form = (
    <FormCard
      id="request-form"
      eyebrow={fillTemplate(formSection.eyebrow, gaps)}
      title={fillTemplate(formSection.title, gaps)}
      intro={fillTemplate(formSection.intro, gaps)}
      // Beside the steps' checklist a quieter card (no lift): the steps lead.
      className={live ? 'bg-surface-muted shadow-none' : undefined}
    >
      <VendorRequestForm
        vendor={vendor.name}
        afterSent={<AfterSent id="request" text={fillAfterSent(formSection.sent, gaps)} stacked />}
      />
    </FormCard>
  );

  return (
    <>
      <Hero
        variant="detail"
        // Back, then what the page is (a Linkwell integration) with its status at a readable size beside it,
        // right over the title it qualifies (outside review: a small diagram, then a tiny badge, then the title
        // read out of order); the vendor named once, by the title.
        kicker={
          <div>
            <BackLink href={pageLinks.vendorIntegrations.href}>{text.backLink}</BackLink>
            <VendorLockup label={text.kicker}>
              <p className="flex gap-2">
                <VendorStatusBadge status={vendor.status} className="px-3 py-1 text-sm" />
                {platform && <Badge className="px-3 py-1 text-sm">{platformText.label}</Badge>}
              </p>
            </VendorLockup>
          </div>
        }
        // Its name as the text writes it, in the page's heading type (its mark's capitals, "NORA" over a
        // body saying Nora, read as two names: outside review); no drawing beside it, as the sample record
        // under it shows the goods (the same picture twice: outside review OO).
        title={vendor.name}
        intro={
          <>
            <p>{vendor.description}</p>
            {/* The proof: the stores whose case study names this vendor. */}
            {stories.length > 0 && (
              <p className="mt-4 text-base">
                {fillTemplate(text.stories.lead, gaps)}{' '}
                {stories.map((story, index) => (
                  <span key={story.href}>
                    {index > 0 && (index === stories.length - 1 ? ' and ' : ', ')}
                    <TextLink href={story.href} className="font-semibold">
                      {fillTemplate(text.stories.link, { company: story.company })}
                    </TextLink>
                  </span>
                ))}
                .
              </p>
            )}
          </>
        }
        actions={
          <ButtonLink href={live ? headerActions.logIn.href : '#request-integration'} size="lg">
            {live ? fillTemplate(text.connect.action, gaps) : text.request.title}
          </ButtonLink>
        }
        // One button leads (to the dashboard, or to the form below); the guide is a quiet link (the vendor's site is in the facts).
        links={live && <ArrowLink href={docHref('add-vendor')}>{text.connect.guide}</ArrowLink>}
        // Its own picture: one product of its catalog and what travels each way, its top level with the back
        // link's (centred against it, the text left an empty band over the back link: outside review).
        // The one picture of the connection: a Vendor, Linkwell, Store icon strip under the buttons repeated it
        // ("filler": outside reviews).
        aside={<VendorFlowScene vendor={vendor} flow={text.flow} sample={text.sample} />}
        // Wider from 1280 px, as tall as the text beside it (a small card beside the title: outside review).
        asideWide
      >
        {/* From 1280 px what travels each way, one line under the buttons (the picture draws it below that). */}
        <VendorLanes vendor={vendor} flow={text.flow} className="hidden flex-wrap gap-x-6 gap-y-2 xl:flex" />
      </Hero>
      {/*
        One band after the hero, using the width (outside review: "a long single scroll that repeats the same
        facts"): the body (the vendor, then what syncs) beside a side column of its record, each fact said
        once there, the column kept in view while the body scrolls. Below lg the record follows the body.
      */}
      <Container className="pt-4 pb-12 sm:pb-16">
        {/* From 1280 px the hero's columns, so the record's card stands under the picture of the connection, edge to
            edge (a narrower column under a wider picture read as two layouts: outside review NNN). */}
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16 xl:grid-cols-[minmax(0,1fr)_min(26rem,31vw)] xl:gap-10">
          {/* From 1024 px What Syncs runs under both the About and the record, as one full-width row: in the body
              column the record ended level with its heading and left the side column empty (outside review SS; at
              1024 px too, in a full-page view, where the held record shows at its start), and three rows there (a
              fulfillment network's) ran three narrow columns of seven short lines (outside review QQQ). */}
          <div className="grid max-w-3xl gap-10 lg:contents">
            <VendorAbout vendor={vendor} title={text.aboutTitle} />
            <section id="what-syncs" aria-labelledby="what-syncs-title" className="lg:col-span-2">
              <h2 id="what-syncs-title" className="text-2xl font-bold tracking-tight">
                {text.syncsTitle}
              </h2>
              {/* The rows alone: a paragraph over them said the feed (the record's), the credential (the steps'),
                  the hourly sync (Inventory's) and MAP (Price's) again (outside review MM: "the same facts told three times"). */}
              {/* Three items three a row: two over one left a hole beside the last (outside review SS). More, one a row,
                  each name in a column of its own beside what it does: two a row, the fifth ran alone across both
                  (outside review GGGGG). */}
              <ul
                className={cn(
                  'mt-6 divide-y divide-line rounded-card border border-line bg-surface-raised shadow-sm',
                  threeSyncs && 'lg:grid lg:grid-cols-3 lg:divide-x lg:divide-y-0',
                )}
              >
                {vendor.syncDetails.map((sync) => (
                  <li key={sync.item} className="flex gap-4 px-5 py-3">
                    <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-md bg-success-50 text-success-700 ring-1 ring-success-700/20 ring-inset">
                      <Icon name="check" className="size-4" />
                    </span>
                    <div
                      className={cn(
                        !threeSyncs && 'items-baseline lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-6',
                      )}
                    >
                      <h3 className="font-semibold text-ink">{sync.title}</h3>
                      <p className={cn('mt-1 text-sm text-ink-muted', !threeSyncs && 'lg:mt-0')}>{sync.text}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          </div>
          {/* Beside the About, not held in view: What Syncs runs under both columns, and a held card scrolled over its
              right-hand rows (a real window's view: full-page captures showed it in place). */}
          <div className="lg:col-start-2 lg:row-start-1 lg:self-start" data-vendor-facts>
            <FactCard
              id="facts-title"
              title={text.factsTitle}
              facts={vendorFacts(vendor, { glance: text.glance, method: text.flow.method })}
            />
          </div>
        </div>
      </Container>

      {/*
       * A live vendor: the steps to connect it yourself across the section, then, quieter, the form that asks
       * our team to do it with you. One not live yet: the request alone.
       */}
      <Section
        id="request-integration"
        // On the body's white: its own top padding under the body's would stand as an empty band.
        className="pt-4 sm:pt-8"
        size={live ? 'default' : 'narrow'}
        title={live ? fillTemplate(text.steps.title, gaps) : undefined}
        intro={
          live && (
            <p>
              {fillTemplate(text.steps.lead, gaps)}{' '}
              <TextLink href={text.steps.timeLink.href}>{text.steps.timeLink.label}</TextLink>.
            </p>
          )
        }
      >
        {live ? (
          <VendorSetupSteps vendor={vendor} text={text.steps}>
            {form}
          </VendorSetupSteps>
        ) : (
          form
        )}
      </Section>

      <MoreVendors vendors={await getRelatedVendors(slug)} text={text.more} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: pageLinks.vendorIntegrations.title, path: pageLinks.vendorIntegrations.href },
          { name: vendor.name, path: vendor.href },
        ])}
      />
    </>
  );
}
