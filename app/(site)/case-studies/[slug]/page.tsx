import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CaseStudyKeyFigures } from '@/components/case-studies/CaseStudyKeyFigures';
import { CaseStudyGlance } from '@/components/case-studies/CaseStudyGlance';
import { CaseStudyResults } from '@/components/case-studies/CaseStudyResults';
import { CaseStudyOutcome } from '@/components/case-studies/CaseStudyOutcome';
import { PullQuote } from '@/components/case-studies/PullQuote';
import { ProseSection } from '@/components/ui/Prose';
import { ClosingCta } from '@/components/marketing/ClosingCta';
import { Timeline } from '@/components/marketing/Timeline';
import { JsonLd } from '@/components/seo/JsonLd';
import { BackLink } from '@/components/ui/BackLink';
import { Container } from '@/components/ui/Container';
import { Hero } from '@/components/ui/Hero';
import { getCaseStudiesPage, getCaseStudy, getCaseStudySlugs, storyClosing } from '@/lib/content/case-studies';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';
import { fromXl } from '@/lib/util/media';

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
          kicker={<BackLink href={pageLinks.caseStudies.href}>{text.backLink}</BackLink>}
          title={study.title}
          intro={<p>{study.summary}</p>}
          // The card beside the text from 1280 px; at 1024, beside a five-line title and the figures one a line, it
          // left a band of ~300 px empty under it, so there it follows the text, at the text's width.
          aside={<CaseStudyGlance study={study} labels={text} />}
          asideFrom="xl"
        >
          <CaseStudyKeyFigures results={study.results} label={text.keyFiguresLabel} />
        </Hero>
        <Container className="pt-4 pb-12 sm:pb-16">
          {/* The figures with what they replaced, beside the one result this story is about, drawn to scale: from 1280 px (at 1024 the table's before and after ran to four lines in 150 px cells, so the drawing goes under it there). */}
          <section aria-labelledby="results-title">
            <h2 id="results-title" className="text-2xl font-bold tracking-tight">
              {text.resultsTitle}
            </h2>
            {/* Who measured the figures and over what time (bare figures read as unsourced claims: outside review BBBB). */}
            <p className="mt-2 text-base text-ink-muted" data-results-source>
              {study.resultsSource}
            </p>
            <div className="mt-5 grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <CaseStudyResults results={study.results} labels={{ before: text.beforeLabel, after: text.afterLabel }} />
              <CaseStudyOutcome outcome={study.outcome} label={text.outcomeTitle} />
            </div>
          </section>

          <PullQuote quote={study.quote} study={study} />

          {/* What was wrong and what changed side by side, then the rollout that did it: from 1024 px its
              title and lead in a third beside the steps, held in view while they scroll past (alone at the
              top of a half, it left ~600 px of empty column: outside review); the steps read down a line
              (five narrow columns at 1440 gave ragged heights and two-line headings: outside review). */}
          {/* From 1280 px the challenge over the solution in one half, the rollout in the other (its title
              alone beside the steps still left a column of ~600 px empty: outside review); the half held in view
              while the longer rollout scrolls past (it ended halfway down beside it: outside review DDD2). */}
          {/* The halves from 1280 px at five to seven: the rollout, the longer text, wider and so shorter, the
              challenge and the solution narrower and so taller, so the two end near each other (in even halves the
              texts ended some 40% of the way up beside the rollout: outside review MMM). A page-local rule. */}
          <style>{`${fromXl}{.story-halves{grid-template-columns:5fr 7fr}}`}</style>
          <div className="story-halves xl:grid xl:grid-cols-2 xl:gap-16">
            <div className="mt-14 grid gap-12 self-start md:grid-cols-2 lg:gap-16 xl:sticky xl:top-24 xl:grid-cols-1">
              <ProseSection id="challenge" title={text.challengeTitle} html={study.challengeHtml} />
              <ProseSection id="solution" title={text.solutionTitle} html={study.solutionHtml} />
            </div>
            <section aria-labelledby="timeline-title" className="mt-14 grid lg:grid-cols-3 lg:gap-16 xl:block">
              <div className="mb-8 lg:sticky lg:top-24 lg:self-start xl:static">
                <h2 id="timeline-title" className="text-2xl font-bold tracking-tight">
                  {text.timelineTitle}
                </h2>
                <p className="mt-2 text-ink-muted">{study.rolloutIntro}</p>
              </div>
              <div className="lg:col-span-2">
                <Timeline label={text.timelineTitle} items={study.timeline} across />
              </div>
            </section>
          </div>
        </Container>
      </article>

      <ClosingCta {...storyClosing(text.cta, study)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: pageLinks.caseStudies.title, path: pageLinks.caseStudies.href },
          { name: study.company, path: study.href },
        ])}
      />
    </>
  );
}
