import type { Metadata } from 'next';
import { ClosingCta } from '@/components/marketing/ClosingCta';
import { faqAccordionItems } from '@/components/marketing/FaqAnswer';
import { PageHero } from '@/components/marketing/PageHero';
import { BillingPeriodProvider } from '@/components/marketing/pricing/BillingPeriod';
import { PlanComparison } from '@/components/marketing/pricing/PlanComparison';
import { PricingPlans } from '@/components/marketing/pricing/PricingPlans';
import { SetupFeeList } from '@/components/marketing/pricing/SetupFees';
import { JsonLd } from '@/components/seo/JsonLd';
import { Accordion } from '@/components/ui/Accordion';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { Section } from '@/components/ui/Section';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { getFaqItems } from '@/lib/content/faq';
import { belowLg } from '@/lib/util/media';
import { getPricingContent } from '@/lib/content/marketing';
import { getPlanComparison, getPlans } from '@/lib/content/plans';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/site/routes';
import { pageLinks, siteDescription, siteName } from '@/lib/site/site';

const content = getPricingContent();

export const metadata: Metadata = pageMetadata({ ...content.seo, path: pageLinks.pricing.href });

export default async function PricingPage() {
  const { hero, plans: planLabels, toggle, setupFees, customSolution, faq, cta } = content;
  const plans = getPlans();
  const comparison = getPlanComparison();
  // One FAQ, each question once: the page picks them from the site FAQ (content/faq/).
  const faqItems = await getFaqItems(faq.questions);
  const half = Math.ceil(faqItems.length / 2);
  return (
    <>
      <PageHero {...hero} />
      {/* The period the toggle shows, for the cards' prices and checkout links and the comparison table's buttons. */}
      <BillingPeriodProvider>
        <section id="plans" aria-labelledby="plans-title" className="bg-surface pb-16">
          <Container>
            <h2 id="plans-title" className="sr-only">
              {planLabels.title}
            </h2>
            <PricingPlans plans={plans} labels={planLabels} toggle={toggle} />
          </Container>
        </section>

        {/* Close under the plans it compares, and the next bands at 64 px, not 80 (outside review: big empty gaps
          between the sections). */}
        <Section id="compare-plans" title={comparison.caption} className="pt-6 sm:pt-8 sm:pb-16">
          <PlanComparison
            comparison={comparison}
            labels={planLabels}
            highlight={plans.findIndex((plan) => plan.highlight)}
            actions={plans.map((plan) => ({
              label: plan.enterprise ? plan.buttonText : planLabels.compareAction,
              href: plan.enterprise ? plan.checkout.monthly : plan.checkout,
              primary: Boolean(plan.highlight),
              plan: plan.name,
            }))}
          />
        </Section>
      </BillingPeriodProvider>

      {/* Past the plans, the SPEC's setup fee cards straight on one quiet band under their own heading, the custom
          quote at their foot; no second price system beside them (outside review: "Other Ways to Pay" with sync-only
          prices muddied a clear 4-plan page; the FAQ below answers sync-only in words). */}
      <Section id="setup-fees" title={setupFees.title} intro={setupFees.intro} tone="muted" className="sm:py-16">
        <SetupFeeList items={setupFees.items} />
        {/* A vendor no fee covers gets a quote: the words beside the button, under a rule, not a box of its own. */}
        <section
          aria-labelledby="custom-solution-title"
          className="mt-8 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-8"
        >
          <div>
            <h3 id="custom-solution-title" className="font-semibold text-ink">
              {customSolution.title}
            </h3>
            <p className="mt-1 text-sm text-ink-muted">{customSolution.text}</p>
          </div>
          <ButtonLink href={customSolution.link.href} variant="secondary">
            {customSolution.link.label}
          </ButtonLink>
        </section>
      </Section>

      {/* The heading over the questions, three a column from 1024 px (beside a heading column the six questions left
          that column empty under it: outside review); the way to every FAQ after them, where a reader who did not
          find theirs looks (between the heading and the questions it stood alone over a gap: outside review VV). */}
      <Section
        id="faq"
        eyebrow={faq.eyebrow}
        title={faq.title}
        intro={faq.intro && <p>{faq.intro}</p>}
        tone="muted"
        className="pt-6 sm:pt-8"
      >
        {/* Below 1024 px, where the two halves stack, one list: two boxes with a gap between them read as a
            rendering break (outside review MMM). A page-local rule, so the shared CSS carries none of it. */}
        <style>{`${belowLg}{.faq-halves{row-gap:0}.faq-halves>:first-child{border-bottom:0;border-bottom-left-radius:0;border-bottom-right-radius:0}.faq-halves>:last-child{border-top-left-radius:0;border-top-right-radius:0}}`}</style>
        <div className="faq-halves grid gap-4 lg:grid-cols-2 lg:items-start lg:gap-6">
          {[faqItems.slice(0, half), faqItems.slice(half)].map((items, column) => (
            <Accordion key={column} items={faqAccordionItems(items)} />
          ))}
        </div>
        <ArrowLink href={faq.link.href} className="mt-6 text-base">
          {faq.link.label}
        </ArrowLink>
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
