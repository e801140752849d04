import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ClosingCta } from '@/components/marketing/ClosingCta';
import { Icon } from '@/components/ui/Icon';
import { PageHero } from '@/components/marketing/PageHero';
import { FeatureBento } from '@/components/marketing/visuals/FeatureBento';
import { ListingEnrichmentVisual } from '@/components/marketing/visuals/ListingEnrichmentVisual';
import { OrderRoutingVisual } from '@/components/marketing/visuals/OrderRoutingVisual';
import { PriceBuildVisual } from '@/components/marketing/visuals/PriceBuildVisual';
import { StockTableVisual } from '@/components/marketing/visuals/StockTableVisual';
import { JsonLd } from '@/components/seo/JsonLd';
import { Container } from '@/components/ui/Container';
import { Section } from '@/components/ui/Section';
import { cn } from '@/lib/util/cn';
import { getFeaturesContent } from '@/lib/content/marketing';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

const content = getFeaturesContent();

export const metadata: Metadata = pageMetadata({ ...content.seo, path: pageLinks.features.href });

export default function FeaturesPage() {
  const { hero, sections, extras, visuals, cta } = content;
  // One visual per section, in the order of content/marketing/features.md.
  const sectionVisuals: ReactNode[] = [
    <StockTableVisual key="stock" {...visuals.stock} />,
    <ListingEnrichmentVisual key="listing" {...visuals.listing} />,
    <PriceBuildVisual key="price" {...visuals.price} />,
    <OrderRoutingVisual key="orders" {...visuals.orders} />,
  ];
  return (
    <>
      <PageHero {...hero}>
        <nav aria-label="On this page">
          {/* One row on a phone that scrolls sideways (four wrapped pills took 190 px); wrapped and centred from sm. */}
          <ul className="pill-row">
            {sections.map((section) => (
              <li key={section.id} className="shrink-0">
                <a href={`#${section.id}`} className="pill">
                  <Icon name={section.icon} className="size-4 text-brand-600" />
                  {section.eyebrow}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className={cn('py-16 sm:py-24', index % 2 === 1 ? 'bg-surface-muted' : 'bg-surface')}
        >
          <Container className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
            <div className={cn(index % 2 === 1 && 'lg:order-2')}>
              <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
                <Icon name={section.icon} className="size-5" />
                {section.eyebrow}
              </p>
              <h2
                id={`${section.id}-title`}
                className="mt-3 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl"
              >
                {section.title}
              </h2>
              <p className="mt-4 text-lg text-pretty text-ink-muted">{section.intro}</p>
              <ul className="mt-8 grid gap-x-8 gap-y-6 sm:grid-cols-2 sm:[&>li:last-child:nth-child(odd)]:col-span-2">
                {section.points.map((point) => (
                  <li key={point.title}>
                    <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
                      <Icon name="check" className="size-4 text-success-700" />
                      {point.title}
                    </h3>
                    <p className="mt-1.5 text-sm leading-6 text-ink-muted">{point.text}</p>
                  </li>
                ))}
              </ul>
            </div>
            <div className="min-w-0">{sectionVisuals[index]}</div>
          </Container>
        </section>
      ))}

      <Section id="more-features" eyebrow={extras.eyebrow} title={extras.title} tone="navy">
        <FeatureBento items={extras.items} />
      </Section>

      <ClosingCta {...cta} />
      <JsonLd data={breadcrumbJsonLd([{ name: pageLinks.features.title, path: pageLinks.features.href }])} />
    </>
  );
}
