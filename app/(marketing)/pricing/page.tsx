import type { Metadata } from 'next';
import { ClosingCta } from '@/components/marketing/ClosingCta';
import { faqAccordionItems } from '@/components/marketing/FaqAnswer';
import { PageHero } from '@/components/marketing/PageHero';
import { PlanComparison } from '@/components/marketing/pricing/PlanComparison';
import { PricingPlans } from '@/components/marketing/pricing/PricingPlans';
import { SetupFeeList, SyncOnlyDiscounts, SyncOnlyPeriod } from '@/components/marketing/pricing/SetupFees';
import { JsonLd } from '@/components/seo/JsonLd';
import { Accordion } from '@/components/ui/Accordion';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { Section } from '@/components/ui/Section';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { getFaqItems } from '@/lib/content/faq';
import { getPricingContent } from '@/lib/content/marketing';
import { getPlanComparison, getPlans } from '@/lib/content/plans';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/site/routes';
import { pageLinks, siteDescription, siteName } from '@/lib/site/site';

const content = getPricingContent();

/** One quiet panel of the options band: flat on the muted ground, no shadow, so the plans stay the page's cards. */
const panel = 'rounded-card bg-surface-raised p-5 ring-1 ring-line sm:p-6';

export const metadata: Metadata = pageMetadata({ ...content.seo, path: pageLinks.pricing.href });

export default async function PricingPage() {
  const { hero, plans: planLabels, toggle, options, syncOnly, setupFees, customSolution, faq, cta } = content;
  const plans = getPlans();
  const comparison = getPlanComparison();
  // One FAQ, each question once: the page picks them from the site FAQ (content/faq/).
  const faqItems = await getFaqItems(faq.questions);
  return (
    <>
      <PageHero {...hero} />
      <section id="plans" aria-labelledby="plans-title" className="bg-surface pb-16">
        <Container>
          <h2 id="plans-title" className="sr-only">
            {planLabels.title}
          </h2>
          <PricingPlans plans={plans} labels={planLabels} toggle={toggle} />
        </Container>
      </section>

      <Section id="compare-plans" title={comparison.caption} size="default">
        <PlanComparison comparison={comparison} labels={planLabels} />
      </Section>

      {/* Everything past the plans, secondary, in one quiet band under one plain heading (Other Ways to Pay): two
          panels, the fees with the custom quote at their foot, then the sync-only choices (outside reviews: too many
          pricing ideas stacked, "a second pricing page under the first"). */}
      <Section id="more-options" title={options.title} intro={options.intro} tone="muted">
        {/* One panel a row, each across the band's width (side by side, the shorter panel's rows stretched over
            empty space: outside review). */}
        <div className="grid gap-6">
          <section id="setup-fees" aria-labelledby="setup-fees-title" className={panel}>
            <h3 id="setup-fees-title" className="text-lg font-semibold text-ink">
              {setupFees.title}
            </h3>
            <p className="mt-1 text-sm text-ink-muted">{setupFees.intro}</p>
            <SetupFeeList items={setupFees.items} />
            {/* A vendor no fee covers gets a quote: the panel's foot, the words beside the button. */}
            <section
              aria-labelledby="custom-solution-title"
              className="mt-5 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-5"
            >
              <div>
                <h4 id="custom-solution-title" className="font-semibold text-ink">
                  {customSolution.title}
                </h4>
                <p className="mt-1 text-sm text-ink-muted">{customSolution.text}</p>
              </div>
              <ButtonLink href={customSolution.link.href} variant="secondary">
                {customSolution.link.label}
              </ButtonLink>
            </section>
          </section>
          <section id="product-sync-only" aria-labelledby="sync-only-title" className={panel}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 id="sync-only-title" className="text-lg font-semibold text-ink">
                {syncOnly.title}
              </h3>
              <SyncOnlyPeriod labels={toggle} text={syncOnly.period} />
            </div>
            <p className="mt-1 text-sm text-ink-muted">{syncOnly.intro}</p>
            <SyncOnlyDiscounts plans={plans} labels={syncOnly} />
          </section>
        </div>
      </Section>

      {/* Split, as pricing pages set their questions: the heading and the way to every FAQ beside the answers. */}
      <Section
        id="faq"
        eyebrow={faq.eyebrow}
        title={faq.title}
        intro={
          <>
            {faq.intro && <p>{faq.intro}</p>}
            <ArrowLink href={faq.link.href} className="mt-3 text-base">
              {faq.link.label}
            </ArrowLink>
          </>
        }
        tone="muted"
        layout="split"
      >
        <Accordion items={faqAccordionItems(faqItems)} />
      </Section>

      <ClosingCta {...cta} />
      <JsonLd
        data={[
          productJsonLd(plans, {
            name: siteName,
            description: siteDescription,
            url: absoluteUrl(pageLinks.pricing.href),
          }),
          breadcrumbJsonLd([{ name: pageLinks.pricing.title, path: pageLinks.pricing.href }]),
        ]}
      />
    </>
  );
}
