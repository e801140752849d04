import type { Metadata } from 'next';
import { ClosingCta } from '@/components/marketing/ClosingCta';
import { Icon } from '@/components/ui/Icon';
import { PageHero } from '@/components/marketing/PageHero';
import { StatBand } from '@/components/marketing/StatBand';
import { AddVendorsScene } from '@/components/marketing/visuals/AddVendorsScene';
import { ConnectStoreScene } from '@/components/marketing/visuals/ConnectStoreScene';
import { MonitorScene } from '@/components/marketing/visuals/MonitorScene';
import { RulesScene } from '@/components/marketing/visuals/RulesScene';
import { VisualStage } from '@/components/marketing/visuals/VisualStage';
import { JsonLd } from '@/components/seo/JsonLd';
import { Container } from '@/components/ui/Container';
import { Section } from '@/components/ui/Section';
import { getHowItWorksContent } from '@/lib/content/marketing';
import { type IconName } from '@/lib/brand/icons';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

const content = getHowItWorksContent();

export const metadata: Metadata = pageMetadata({ ...content.seo, path: pageLinks.howItWorks.href });

export default function HowItWorksPage() {
  const { hero, steps, scenes, benefits, cta } = content;
  // One scene per step, in the order of content/marketing/how-it-works.md.
  const stepScenes = [
    (icon: IconName) => <ConnectStoreScene icon={icon} {...scenes[0]} />,
    (icon: IconName) => <AddVendorsScene icon={icon} {...scenes[1]} />,
    (icon: IconName) => <RulesScene icon={icon} {...scenes[2]} />,
    (icon: IconName) => <MonitorScene icon={icon} {...scenes[3]} />,
  ];
  return (
    <>
      <PageHero {...hero} />
      <section aria-label="Steps" className="bg-surface pb-16 sm:pb-24">
        <Container>
          {/* The rail joins the numbers into one sequence; it fades out after the last step. */}
          <ol className="relative space-y-14 before:absolute before:top-5 before:bottom-0 before:left-5 before:w-0.5 before:bg-gradient-to-b before:from-brand-600 before:via-brand-300 before:to-transparent sm:space-y-20">
            {steps.map((step, index) => (
              <li
                key={step.number}
                className="relative grid items-start gap-6 pl-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-center lg:gap-16 lg:pl-16"
              >
                {/* The step's words sit level with the middle of its scene, on the full page width, so a tall scene leaves no empty column beside it. */}
                <div className="relative">
                  <span className="absolute top-0 -left-14 z-10 inline-flex size-10 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white ring-8 ring-surface lg:-left-16">
                    {step.number}
                  </span>
                  <h2 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                    <span className="sr-only">Step {step.number}: </span>
                    {step.title}
                  </h2>
                  {/* Pretty, not balanced: balancing narrowed the words to half their column; pretty still leaves no line of a word or two. */}
                  <p className="mt-3 text-pretty text-ink-muted sm:text-lg">{step.text}</p>
                  <ul className="mt-5 space-y-2 text-sm text-ink-muted">
                    {step.points.map((point) => (
                      <li key={point} className="flex gap-2">
                        <Icon name="check" className="size-5 text-success-700" />
                        {point}
                      </li>
                    ))}
                  </ul>
                </div>
                <VisualStage className="min-w-0">{stepScenes[index]?.(step.icon)}</VisualStage>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      {/* Each figure beside the step it comes from, on the page's own muted band, not Home's blue one. */}
      <Section id="benefits" eyebrow={benefits.eyebrow} title={benefits.title} intro={benefits.intro} tone="muted">
        <StatBand items={benefits.items} notes={benefits.notes} variant="cards" />
      </Section>

      <ClosingCta {...cta} />
      <JsonLd data={breadcrumbJsonLd([{ name: pageLinks.howItWorks.title, path: pageLinks.howItWorks.href }])} />
    </>
  );
}
