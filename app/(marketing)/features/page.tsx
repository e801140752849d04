import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ClosingCta } from '@/components/marketing/ClosingCta';
import { FeatureSection } from '@/components/marketing/FeatureSection';
import { Icon } from '@/components/ui/Icon';
import { PageHero } from '@/components/marketing/PageHero';
import { FeatureBento } from '@/components/marketing/visuals/FeatureBento';
import { ListingEnrichmentVisual } from '@/components/marketing/visuals/ListingEnrichmentVisual';
import { OrderRoutingVisual } from '@/components/marketing/visuals/OrderRoutingVisual';
import { PriceBuildVisual } from '@/components/marketing/visuals/PriceBuildVisual';
import { StockTableVisual } from '@/components/marketing/visuals/StockTableVisual';
import { JsonLd } from '@/components/seo/JsonLd';
import { Section } from '@/components/ui/Section';
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
          <ul className="pill-row">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="pill">
                  <Icon name={section.icon} className="size-4 shrink-0 text-brand-600" />
                  {section.eyebrow}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      {sections.map((section, index) => (
        <FeatureSection
          key={section.id}
          section={section}
          layout={index % 2 === 1 ? 'wide' : 'split'}
          flipped={index === 2}
          visual={sectionVisuals[index]}
        />
      ))}

      <Section id="more-features" eyebrow={extras.eyebrow} title={extras.title} tone="navy">
        <FeatureBento items={extras.items} />
      </Section>

      <ClosingCta {...cta} />
      <JsonLd data={breadcrumbJsonLd([{ name: pageLinks.features.title, path: pageLinks.features.href }])} />
    </>
  );
}
