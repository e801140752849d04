import type { Metadata } from 'next';
import { ClosingCta } from '@/components/marketing/ClosingCta';
import { faqAccordionItems } from '@/components/marketing/FaqAnswer';
import { PageHero } from '@/components/marketing/PageHero';
import { PlanComparison } from '@/components/marketing/pricing/PlanComparison';
import { PricingPlans } from '@/components/marketing/pricing/PricingPlans';
import { SetupFeeCards, SyncOnlyDiscounts } from '@/components/marketing/pricing/SetupFees';
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

export const metadata: Metadata = pageMetadata({ ...content.seo, path: pageLinks.pricing.href });

export default async function PricingPage() {
  const { hero, plans: planLabels, toggle, syncOnly, setupFees, customSolution, faq, cta } = content;
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
        <PlanComparison comparison={comparison} />
      </Section>

      <Section
        id="product-sync-only"
        title={syncOnly.title}
        intro={syncOnly.intro}
        tone="muted"
        size="narrow"
        align="center"
      >
        <SyncOnlyDiscounts plans={plans} labels={syncOnly} />
      </Section>

      <Section id="setup-fees" title={setupFees.title} intro={setupFees.intro} align="center">
        <SetupFeeCards items={setupFees.items} />
        <div className="callout mt-10">
          <div className="max-w-2xl">
            <h3 className="text-xl font-bold text-ink">{customSolution.title}</h3>
            <p className="mt-2 text-ink-muted">{customSolution.text}</p>
          </div>
          <ButtonLink href={customSolution.link.href} className="shrink-0">
            {customSolution.link.label}
          </ButtonLink>
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

      <ClosingCta {...cta} variant="panel" />
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
