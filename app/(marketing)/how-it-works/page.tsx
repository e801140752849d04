import type { Metadata } from 'next';
import { ClosingCta } from '@/components/marketing/ClosingCta';
import { Icon, IconTile } from '@/components/marketing/Icon';
import { PageHero } from '@/components/marketing/PageHero';
import { StatBand } from '@/components/marketing/StatBand';
import { JsonLd } from '@/components/seo/JsonLd';
import { Section } from '@/components/ui/Section';
import { getHowItWorksContent } from '@/lib/content/marketing';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site';

const content = getHowItWorksContent();

export const metadata: Metadata = pageMetadata({ ...content.seo, path: pageLinks.howItWorks.href });

export default function HowItWorksPage() {
  const { hero, steps, benefits, cta } = content;
  return (
    <>
      <PageHero {...hero} />
      <section aria-label="Steps" className="bg-surface pb-16 sm:pb-20">
        <div className="mx-auto w-full max-w-5xl px-4 sm:px-6 lg:px-8">
          <ol className="relative space-y-6 before:absolute before:top-6 before:bottom-6 before:left-[2.15rem] before:hidden before:w-px before:bg-brand-200 sm:before:block">
            {steps.map((step) => (
              <li
                key={step.number}
                className="relative flex flex-col gap-5 rounded-card border border-line bg-surface-raised p-6 shadow-sm sm:flex-row sm:p-8"
              >
                <div className="flex items-center gap-4 sm:flex-col sm:items-start">
                  <span className="relative z-10 inline-flex size-11 items-center justify-center rounded-full bg-brand-600 text-base font-bold text-white">
                    {step.number}
                  </span>
                  <IconTile name={step.icon} className="sm:hidden" />
                </div>
                <div className="flex-1">
                  <h2 className="text-2xl font-bold text-ink">
                    <span className="sr-only">Step {step.number}: </span>
                    {step.title}
                  </h2>
                  <p className="mt-3 text-ink-muted">{step.text}</p>
                  <ul className="mt-4 space-y-2 text-sm text-ink-muted">
                    {step.points.map((point) => (
                      <li key={point} className="flex gap-2">
                        <Icon name="check" className="size-5 text-success-700" />
                        {point}
                      </li>
                    ))}
                  </ul>
                </div>
                <IconTile name={step.icon} className="hidden size-14 sm:inline-flex" />
              </li>
            ))}
          </ol>
        </div>
      </section>

      <Section id="benefits" eyebrow={benefits.eyebrow} title={benefits.title} tone="brand" align="center">
        <StatBand items={benefits.items} />
      </Section>

      <ClosingCta {...cta} />
      <JsonLd data={breadcrumbJsonLd([{ name: pageLinks.howItWorks.title, path: pageLinks.howItWorks.href }])} />
    </>
  );
}
