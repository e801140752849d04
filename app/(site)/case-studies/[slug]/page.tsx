import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseStudyResults } from '@/components/case-studies/CaseStudyResults';
import { CaseStudyTimeline } from '@/components/case-studies/CaseStudyTimeline';
import { CaseStudyVisual } from '@/components/case-studies/CaseStudyVisual';
import { PullQuote } from '@/components/case-studies/PullQuote';
import { Prose } from '@/components/ui/Prose';
import { ClosingCta } from '@/components/marketing/ClosingCta';
import { JsonLd } from '@/components/seo/JsonLd';
import { VendorLink } from '@/components/vendors/VendorLink';
import { BackLink } from '@/components/ui/BackLink';
import { Container } from '@/components/ui/Container';
import { FactCard } from '@/components/ui/FactList';
import { Hero } from '@/components/ui/Hero';
import { Wordmark } from '@/components/ui/Wordmark';
import { getCaseStudiesPage, getCaseStudy, getCaseStudySlugs } from '@/lib/content/case-studies';
import { fillClosingCta } from '@/lib/content/schemas';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export async function generateStaticParams() {
  return (await getCaseStudySlugs()).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const study = await getCaseStudy(slug);
  if (!study) return {};
  return pageMetadata({
    title: `${study.company} Case Study`,
    description: study.summary,
    path: study.href,
    type: 'article',
  });
}

export default async function CaseStudyPage({ params }: Props) {
  const { slug } = await params;
  const study = await getCaseStudy(slug);
  if (!study) notFound();
  const text = getCaseStudiesPage().story;

  return (
    <>
      <article>
        <Hero
          as="header"
          variant="detail"
          kicker={
            <div>
              <BackLink href={pageLinks.caseStudies.href}>{text.backLink}</BackLink>
              <p className="mt-8 text-2xl text-ink">
                <Wordmark name={study.company} logo={study.logo} />
              </p>
            </div>
          }
          title={study.title}
          intro={<p>{study.summary}</p>}
          aside={
            <FactCard
              id="glance-title"
              title={text.glanceTitle}
              facts={[
                { term: text.industryLabel, value: study.industry },
                { term: text.planLabel, value: study.planName },
                { term: text.liveInLabel, value: study.liveIn },
              ]}
            >
              <h3 className="mt-3 border-t border-line pt-4 text-sm font-medium text-ink-muted">{text.vendorsTitle}</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {study.vendorPages.map((vendor) => (
                  <li key={vendor.slug}>
                    <VendorLink vendor={vendor} look="pill" />
                  </li>
                ))}
              </ul>
            </FactCard>
          }
        />
        <Container className="pt-4 pb-12 sm:pb-16">
          <section aria-labelledby="results-title">
            <h2 id="results-title" className="text-2xl font-bold tracking-tight">
              {text.resultsTitle}
            </h2>
            <div className="mt-5">
              <CaseStudyResults results={study.results} labels={{ before: text.beforeLabel, after: text.afterLabel }} />
            </div>
          </section>

          <div className="mt-14 grid gap-12 md:grid-cols-2 lg:gap-16">
            <section aria-labelledby="challenge-title">
              <h2 id="challenge-title" className="text-2xl font-bold tracking-tight">
                {text.challengeTitle}
              </h2>
              <Prose html={study.challengeHtml} className="mt-4" />
            </section>
            <section aria-labelledby="solution-title">
              <h2 id="solution-title" className="text-2xl font-bold tracking-tight">
                {text.solutionTitle}
              </h2>
              <Prose html={study.solutionHtml} className="mt-4" />
            </section>
          </div>

          {/*
           * The rollout beside the product doing the work (this story's own vendors and products) and the
           * customer's words under it, so the column runs as long as the timeline on a wide screen.
           */}
          <div className="mt-14 grid grid-cols-1 gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start lg:gap-16">
            <section aria-labelledby="timeline-title">
              <h2 id="timeline-title" className="text-2xl font-bold tracking-tight">
                {text.timelineTitle}
              </h2>
              <div className="mt-6">
                <CaseStudyTimeline steps={study.timeline} />
              </div>
            </section>
            <div className="min-w-0 space-y-10">
              <CaseStudyVisual visual={study.visual} />
              <PullQuote quote={study.quote} company={study.company} label={text.quoteLabel} />
            </div>
          </div>
        </Container>
      </article>

      <ClosingCta {...fillClosingCta(text.cta, { company: study.company })} variant="inline" />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: pageLinks.caseStudies.title, path: pageLinks.caseStudies.href },
          { name: study.company, path: study.href },
        ])}
      />
    </>
  );
}
