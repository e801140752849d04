import type { Metadata } from 'next';
import { TeamGrid } from '@/components/about/TeamGrid';
import { Prose } from '@/components/content/Prose';
import { ClosingCta } from '@/components/marketing/ClosingCta';
import { FeatureCards } from '@/components/marketing/FeatureCards';
import { PageHero } from '@/components/marketing/PageHero';
import { StatBand } from '@/components/marketing/StatBand';
import { JsonLd } from '@/components/seo/JsonLd';
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
  const { hero, story, storyHtml, values, team, impact, cta } = await getAboutContent();
  return (
    <>
      <PageHero {...hero} />
      <section aria-labelledby="story-title" className="bg-surface pb-16 sm:pb-20">
        <Container className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
          <div>
            <h2 id="story-title" className="text-3xl font-bold tracking-tight text-ink">
              {story.title}
            </h2>
            <p className="mt-4 inline-flex items-baseline gap-2 rounded-card bg-brand-50 px-5 py-4 ring-1 ring-brand-100">
              <span className="text-sm font-semibold text-brand-800">Founded</span>
              <span className="text-3xl font-bold text-brand-700">{story.founded}</span>
            </p>
          </div>
          <Prose html={storyHtml} className="text-lg/8" />
        </Container>
      </section>

      <Section id="values" eyebrow={values.eyebrow} title={values.title} tone="muted" align="center">
        <FeatureCards items={values.items} />
      </Section>

      <Section id="team" eyebrow={team.eyebrow} title={team.title} intro={team.intro} align="center">
        <TeamGrid members={team.members} />
      </Section>

      <Section id="impact" eyebrow={impact.eyebrow} title={impact.title} tone="brand" align="center">
        <StatBand items={impact.items} />
      </Section>

      <ClosingCta {...cta} />
      <JsonLd data={breadcrumbJsonLd([{ name: pageLinks.about.title, path: pageLinks.about.href }])} />
    </>
  );
}
