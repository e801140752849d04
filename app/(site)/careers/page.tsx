import type { Metadata } from 'next';
import { Steps } from '@/components/ui/Steps';
import { CareersGlance } from '@/components/careers/CareersGlance';
import { TeamCall } from '@/components/careers/TeamCall';
import { PositionsByManager } from '@/components/careers/PositionSummary';
import { WorkdayZones } from '@/components/careers/WorkdayZones';
import { ClosingCta } from '@/components/marketing/ClosingCta';
import { FeatureCards } from '@/components/marketing/FeatureCards';
import { JsonLd } from '@/components/seo/JsonLd';
import { Hero } from '@/components/ui/Hero';
import { Section } from '@/components/ui/Section';
import { getAllPositions, getCareersPage } from '@/lib/content/careers';
import { getAboutContent } from '@/lib/content/marketing';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';
import { mailOrForm, mailWay } from '@/lib/site/mail-or-form';

const path = pageLinks.careers.href;

export async function generateMetadata(): Promise<Metadata> {
  const { title, description } = getCareersPage();
  return pageMetadata({ title, description, path });
}

export default async function CareersPage() {
  const page = getCareersPage();
  // The careers address when set; unset, the application form (lib/site/mail-or-form.ts).
  const { emailText, emailButton } = page.closing;
  const closing = mailOrForm('careers', {
    email: emailText && emailButton ? { text: emailText, label: emailButton } : undefined,
    form: { text: page.closing.text, label: page.closing.button },
  });
  const positions = await getAllPositions();
  const { team } = await getAboutContent();
  return (
    <>
      <Hero
        variant="split"
        kicker={page.title}
        title={page.heading}
        intro={<p>{page.intro}</p>}
        aside={<TeamCall call={page.call} members={team.members} />}
        asideDesktopOnly
      >
        <CareersGlance text={page.glance} positions={positions} />
      </Hero>
      <Section id="open-positions" className="pt-6 sm:pt-8" title={page.positionsTitle}>
        <PositionsByManager
          positions={positions}
          members={team.members}
          roleLink={page.roleLink}
          managerLine={page.managerLine}
        />
      </Section>
      <Section id="how-we-work" tone="muted" title={page.workday.title} intro={page.workday.intro}>
        <WorkdayZones
          days={page.workday.days}
          members={team.members}
          axis={page.workday.axis}
          core={page.workday.core}
          coreHours={page.workday.coreHours}
          teamLink={{ label: page.workday.teamLink, href: `${pageLinks.about.href}#team` }}
        />
        <ul className="mt-10 grid gap-x-8 gap-y-6 md:grid-cols-3">
          {page.workday.rhythm.map((beat, index) => (
            <li key={index} className="border-t border-line pt-4">
              <h3 className="font-semibold text-ink">{beat.title}</h3>
              <p className="mt-1.5 text-ink-muted">{beat.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      {/* No intro: the title says the benefits are every role's; a line repeating it cost the closing band's room. */}
      <Section id="perks" title={page.perksTitle}>
        <FeatureCards items={page.perks} variant="list" className="lg:grid-cols-3" />
      </Section>

      <Section id="hiring" tone="muted" title={page.hiring.title} intro={page.hiring.intro}>
        <Steps steps={page.hiring.steps} />
      </Section>

      <ClosingCta
        title={page.closing.title}
        text={closing.text}
        primary={{ label: closing.label, href: mailWay('careers').href }}
      />

      <JsonLd data={breadcrumbJsonLd([{ name: page.title, path }])} />
    </>
  );
}
