import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ClosingBand } from '@/components/marketing/ClosingCta';
import { FeatureSection } from '@/components/marketing/FeatureSection';
import { PageHero } from '@/components/marketing/PageHero';
import { FeatureHubVisual } from '@/components/marketing/visuals/FeatureHubVisual';
import { FeatureBento } from '@/components/marketing/visuals/FeatureBento';
import { ListingEnrichmentVisual } from '@/components/marketing/visuals/ListingEnrichmentVisual';
import { OrderRoutingVisual } from '@/components/marketing/visuals/OrderRoutingVisual';
import { PriceBuildVisual } from '@/components/marketing/visuals/PriceBuildVisual';
import { StockTableVisual } from '@/components/marketing/visuals/StockTableVisual';
import { JsonLd } from '@/components/seo/JsonLd';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { ButtonLink } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import { getFeaturesContent } from '@/lib/content/marketing';
import { getPlans } from '@/lib/content/plans';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

const content = getFeaturesContent();
const planNames = new Map(getPlans().map((plan) => [plan.id, plan.name]));

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
      <PageHero
        {...hero}
        actions={<ButtonLink href={hero.primary.href}>{hero.primary.label}</ButtonLink>}
        links={<ArrowLink href={hero.secondary.href}>{hero.secondary.label}</ArrowLink>}
        aside={
          <>
            <FeatureHubVisual feed={hero.feed} sections={sections} visuals={visuals} />
            {/* Once for the page's pictures: they are drawn with sample data. */}
            <p className="mt-4 text-center text-sm text-ink-muted">{hero.note}</p>
          </>
        }
      />

      {sections.map((section, index) => (
        <FeatureSection
          key={section.id}
          section={section}
          layout={index === 1 ? 'showcase' : index === 3 ? 'row' : 'split'}
          flipped={index === 2}
          visual={sectionVisuals[index]}
          // On the same ground as the hero: a full section's top padding under it read as an empty band (outside review).
          className={index === 0 ? 'pt-6 sm:pt-8' : undefined}
        />
      ))}

      <Section id="more-features" eyebrow={extras.eyebrow} title={extras.title} tone="navy">
        <FeatureBento items={extras.items} />
      </Section>

      {/* The page's own close: what each plan adds, a line a plan side by side (a sentence in the standard
          band read as one more copy of it: outside review), then the plans. No link a plan: /features is at
          its HTML budget, and Compare Plans under them leads to all three. */}
      <ClosingBand
        title={cta.title}
        action={
          <ButtonLink href={cta.primary.href} size="lg">
            {cta.primary.label}
          </ButtonLink>
        }
      >
        <ul className="mt-8 grid gap-4 text-ink-muted sm:grid-cols-3">
          {cta.plans.map(({ plan, text }) => (
            <li key={plan}>
              <h3 className="font-semibold text-ink">{planNames.get(plan)}</h3>
              {text}
            </li>
          ))}
        </ul>
      </ClosingBand>
      <JsonLd data={breadcrumbJsonLd([{ name: pageLinks.features.title, path: pageLinks.features.href }])} />
    </>
  );
}
