import type { Metadata } from 'next';
import { Prose } from '@/components/content/Prose';
import { ClosingCta } from '@/components/marketing/ClosingCta';
import { FeatureCards } from '@/components/marketing/FeatureCards';
import { PageHero } from '@/components/marketing/PageHero';
import { StatBand } from '@/components/marketing/StatBand';
import { JsonLd } from '@/components/seo/JsonLd';
import { Container } from '@/components/ui/Container';
import { IdentityTile } from '@/components/ui/IdentityTile';
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
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {team.members.map((member) => (
            <li
              key={member.name}
              className="flex flex-col items-center rounded-card border border-line bg-surface-raised p-6 text-center shadow-sm"
            >
              <IdentityTile kind="person" name={member.name} size={80} />
              <h3 className="mt-4 text-lg font-semibold text-ink">{member.name}</h3>
              <p className="text-sm font-medium text-brand-700">{member.role}</p>
              <p className="mt-3 text-sm text-ink-muted">{member.bio}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="impact" eyebrow={impact.eyebrow} title={impact.title} tone="brand" align="center">
        <StatBand items={impact.items} />
      </Section>

      <ClosingCta {...cta} />
      <JsonLd data={breadcrumbJsonLd([{ name: pageLinks.about.title, path: pageLinks.about.href }])} />
    </>
  );
}
