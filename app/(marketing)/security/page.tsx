import type { Metadata } from 'next';
import { SecurityFacts } from '@/components/security/SecurityFacts';
import { SecurityOwner } from '@/components/security/SecurityOwner';
import { SecurityReport } from '@/components/security/SecurityReport';
import { JsonLd } from '@/components/seo/JsonLd';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { Hero } from '@/components/ui/Hero';
import { Section } from '@/components/ui/Section';
import { getSecurityContent } from '@/lib/content/security';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const { seo } = await getSecurityContent();
  return pageMetadata({ ...seo, path: pageLinks.security.href });
}

export default async function SecurityPage() {
  const { hero, owner, sourceLabel, sections, report } = await getSecurityContent();
  return (
    <>
      <Hero
        variant="detail"
        kicker={hero.eyebrow}
        title={hero.title}
        intro={<p>{hero.intro}</p>}
        actions={
          <ButtonLink href={hero.primary.href} size="lg">
            {hero.primary.label}
          </ButtonLink>
        }
        links={<ArrowLink href={hero.secondary.href}>{hero.secondary.label}</ArrowLink>}
        aside={<SecurityOwner owner={owner} />}
      />
      {sections.map((section, index) => (
        <Section
          key={section.id}
          id={section.id}
          title={section.title}
          intro={section.intro}
          layout="split"
          tone={index % 2 === 0 ? 'plain' : 'muted'}
        >
          <SecurityFacts facts={section.facts} sourceLabel={sourceLabel} />
        </Section>
      ))}
      <div className="bg-surface py-16 sm:py-20">
        <Container>
          <SecurityReport report={report} />
        </Container>
      </div>
      <JsonLd data={breadcrumbJsonLd([{ name: pageLinks.security.title, path: pageLinks.security.href }])} />
    </>
  );
}
