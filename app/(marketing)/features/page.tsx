import type { Metadata } from 'next';
import { ClosingCta } from '@/components/marketing/ClosingCta';
import { FeatureCards } from '@/components/marketing/FeatureCards';
import { Icon, IconTile } from '@/components/marketing/Icon';
import { PageHero } from '@/components/marketing/PageHero';
import { JsonLd } from '@/components/seo/JsonLd';
import { Container } from '@/components/ui/Container';
import { Section } from '@/components/ui/Section';
import { cn } from '@/lib/cn';
import { getFeaturesContent } from '@/lib/content/marketing';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site';

const content = getFeaturesContent();

export const metadata: Metadata = pageMetadata({ ...content.seo, path: pageLinks.features.href });

export default function FeaturesPage() {
  const { hero, sections, extras, cta } = content;
  return (
    <>
      <PageHero {...hero}>
        <nav aria-label="On this page">
          <ul className="flex flex-wrap justify-center gap-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex items-center gap-2 rounded-full bg-surface-raised px-4 py-2 text-sm font-semibold text-ink ring-1 ring-line hover:text-brand-700"
                >
                  <Icon name={section.icon} className="size-4 text-brand-600" />
                  {section.eyebrow}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className={cn('py-16 sm:py-20', index % 2 === 1 ? 'bg-surface-muted' : 'bg-surface')}
        >
          <Container className="grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
            <div>
              <IconTile name={section.icon} />
              <p className="mt-5 text-sm font-semibold tracking-wide text-brand-700 uppercase">{section.eyebrow}</p>
              <h2 id={`${section.id}-title`} className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink">
                {section.title}
              </h2>
              <p className="mt-4 text-lg text-ink-muted">{section.intro}</p>
            </div>
            <ul className="grid gap-5 sm:grid-cols-2">
              {section.points.map((point) => (
                <li key={point.title} className="rounded-card border border-line bg-surface-raised p-5">
                  <h3 className="flex items-center gap-2 font-semibold text-ink">
                    <Icon name="check" className="size-5 text-success-700" />
                    {point.title}
                  </h3>
                  <p className="mt-2 text-sm leading-6 text-ink-muted">{point.text}</p>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ))}

      <Section id="more-features" eyebrow={extras.eyebrow} title={extras.title} align="center">
        <FeatureCards items={extras.items} columns={3} />
      </Section>

      <ClosingCta {...cta} />
      <JsonLd data={breadcrumbJsonLd([{ name: pageLinks.features.title, path: pageLinks.features.href }])} />
    </>
  );
}
