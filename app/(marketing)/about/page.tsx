import type { Metadata } from 'next';
import { CompanyCard } from '@/components/about/CompanyCard';
import { TeamGrid } from '@/components/about/TeamGrid';
import { TrustFacts } from '@/components/about/TrustFacts';
import { ValueList } from '@/components/about/ValueList';
import { Prose } from '@/components/ui/Prose';
import { ClosingCta } from '@/components/marketing/ClosingCta';
import { PageHero } from '@/components/marketing/PageHero';
import { StatBand } from '@/components/marketing/StatBand';
import { Timeline } from '@/components/marketing/Timeline';
import { JsonLd } from '@/components/seo/JsonLd';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { Container } from '@/components/ui/Container';
import { Section } from '@/components/ui/Section';
import { getAboutContent } from '@/lib/content/marketing';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const { seo } = await getAboutContent();
  return pageMetadata({ ...seo, path: pageLinks.about.href });
}

export default async function AboutPage() {
  const { hero, story, storyHtml, values, team, trust, impact, cta } = await getAboutContent();
  return (
    <>
      <PageHero {...hero} />
      <section aria-labelledby="story-title" className="bg-surface pb-16 sm:pb-20">
        <Container className="grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
          <div>
            <h2 id="story-title" className="text-3xl font-bold tracking-tight text-ink">
              {story.title}
            </h2>
            <Prose html={storyHtml} className="mt-6 text-lg/8" />
            {/* The figures under the story they come from. */}
            <section id="impact" aria-labelledby="impact-title" className="mt-10">
              <h3 id="impact-title" className="mb-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {impact.title}
              </h3>
              <StatBand items={impact.items} variant="plain" />
            </section>
          </div>
          {/* As tall as its milestones and kept in view beside the longer story (stretched, it ended ~200 px of empty card). */}
          <div className="rounded-card bg-surface-muted p-6 ring-1 ring-line sm:p-8 lg:sticky lg:top-24 lg:self-start">
            <Timeline
              label={story.milestonesLabel}
              items={story.milestones.map(({ year, ...milestone }) => ({ ...milestone, when: year, dateTime: year }))}
            />
            <p className="mt-6 border-t border-line pt-4">
              <ArrowLink href={story.milestonesLink.href}>{story.milestonesLink.label}</ArrowLink>
            </p>
          </div>
        </Container>
      </section>

      <Section id="values" eyebrow={values.eyebrow} title={values.title} intro={values.intro} tone="muted">
        <ValueList items={values.items} />
      </Section>

      <Section id="team" eyebrow={team.eyebrow} title={team.title} intro={team.intro}>
        <TeamGrid members={team.members} />
      </Section>

      <Section id="trust" eyebrow={trust.eyebrow} title={trust.title} intro={trust.intro} tone="muted">
        <TrustFacts items={trust.items} />
        <CompanyCard labels={trust.company} />
      </Section>

      <ClosingCta {...cta} />
      <JsonLd data={breadcrumbJsonLd([{ name: pageLinks.about.title, path: pageLinks.about.href }])} />
    </>
  );
}
