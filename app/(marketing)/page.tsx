import type { Metadata } from 'next';
import { TextLink } from '@/components/ui/TextLink';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { ClosingCta } from '@/components/marketing/ClosingCta';
import { faqAccordionItems } from '@/components/marketing/FaqAnswer';
import { FeatureGroups } from '@/components/marketing/FeatureGroups';
import { HeroScene } from '@/components/marketing/HeroScene';
import { StatBand } from '@/components/marketing/StatBand';
import { Testimonials } from '@/components/marketing/Testimonials';
import { WorksWith } from '@/components/marketing/WorksWith';
import { JsonLd } from '@/components/seo/JsonLd';
import { Accordion } from '@/components/ui/Accordion';
import { ButtonLink } from '@/components/ui/Button';
import { Hero } from '@/components/ui/Hero';
import { Section } from '@/components/ui/Section';
import { getFaqItems } from '@/lib/content/faq';
import { resolveHeroScene } from '@/lib/content/hero-scene';
import { resolveFeatureScenes } from '@/lib/content/feature-scenes';
import { getLiveVendors } from '@/lib/content/vendors';
import { getHomeContent } from '@/lib/content/marketing';
import { breadcrumbJsonLd, organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

const content = getHomeContent();

export const metadata: Metadata = pageMetadata({ ...content.seo, path: pageLinks.home.href, absoluteTitle: true });

export default async function HomePage() {
  const { hero, highlights, pictures, preview, worksWith, features, testimonials, results, faq, cta } = content;
  const [faqItems, scene, scenes, liveVendors] = await Promise.all([
    getFaqItems(faq.questions),
    resolveHeroScene(preview),
    resolveFeatureScenes(pictures),
    getLiveVendors(),
  ]);
  return (
    <>
      <Hero
        variant="showcase"
        kicker={hero.eyebrow}
        title={hero.title}
        intro={<p>{hero.intro}</p>}
        actions={
          <>
            <ButtonLink href={hero.primary.href} size="lg">
              {hero.primary.label}
            </ButtonLink>
            <ButtonLink href={hero.secondary.href} size="lg" variant="secondary">
              {hero.secondary.label}
            </ButtonLink>
          </>
        }
      >
        <section aria-labelledby="preview-title">
          <h2 id="preview-title" className="sr-only">
            {preview.title}
          </h2>
          <HeroScene scene={scene} />
        </section>
        <WorksWith {...worksWith} vendors={liveVendors} />
      </Hero>

      <Section
        id="features"
        eyebrow={features.eyebrow}
        title={features.title}
        intro={
          // The link to the figure's source on a line of its own, whole (underlined inline, it broke across two
          // lines at 1440 px: outside review LL).
          <>
            {features.intro} <br />
            <ArrowLink href={`#${features.source.section}`} bindArrow>
              {features.source.label}
            </ArrowLink>
          </>
        }
        tone="muted"
        align="center"
      >
        <FeatureGroups groups={highlights} features={features.items} scenes={scenes} />
      </Section>

      <Section id="testimonials" eyebrow={testimonials.eyebrow} title={testimonials.title} align="center">
        <Testimonials items={testimonials.items} facts={testimonials.facts} storyLink={testimonials.storyLink} />
        <p className="mt-8 text-center">
          <ArrowLink href={testimonials.allStories.href}>{testimonials.allStories.label}</ArrowLink>
        </p>
      </Section>

      {/* The figures, titled by what they are (the spec's fourth highlight, Save 20+ Hours Weekly, titles the
          features: over these it sat straight above the 20+ hours card, the same claim twice: outside review). */}
      <Section
        id="results"
        eyebrow={results.eyebrow}
        title={results.title}
        intro={results.intro}
        tone="muted"
        align="center"
      >
        <StatBand items={results.items} beforeLabel={results.beforeLabel} />
      </Section>

      {/* Little room under the questions: the closing band's own margin is the gap (the two paddings together
          left an empty band over it: outside review LL). */}
      <Section id="faq" eyebrow={faq.eyebrow} title={faq.title} size="prose" align="center" className="pb-4 sm:pb-4">
        <Accordion items={faqAccordionItems(faqItems)} mode="single" />
        <p className="mt-8 text-center text-ink-muted">
          {faq.contactText}{' '}
          <TextLink href={faq.contactLink.href} className="font-semibold">
            {faq.contactLink.label}
          </TextLink>
        </p>
      </Section>

      <ClosingCta {...cta} />
      {/* Search engines read the site's name and organisation from its home page: sent once, here. */}
      <JsonLd data={[organizationJsonLd(), websiteJsonLd(), breadcrumbJsonLd([])]} />
    </>
  );
}
