import type { Metadata } from 'next';
import { CaseStudyCard } from '@/components/case-studies/CaseStudyCard';
import { ClosingCta } from '@/components/marketing/ClosingCta';
import { PageHero } from '@/components/marketing/PageHero';
import { JsonLd } from '@/components/seo/JsonLd';
import { Section } from '@/components/ui/Section';
import { getCaseStudiesPage, getListedCaseStudies } from '@/lib/content/case-studies';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

const path = pageLinks.caseStudies.href;

export async function generateMetadata(): Promise<Metadata> {
  const { title, description } = getCaseStudiesPage();
  return pageMetadata({ title, description, path });
}

export default async function CaseStudiesPage() {
  const page = getCaseStudiesPage();
  const studies = await getListedCaseStudies();
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.title} intro={page.intro} />
      {/* No padding of its own above or below: the hero and the closing panel, on the same background, space it. */}
      <Section className="py-0 sm:py-0">
        <ul className="grid gap-6 md:grid-cols-2">
          {/* An odd number of stories leads with the first across the row, so no card stands alone. */}
          {studies.map((study, index) => (
            <CaseStudyCard key={study.slug} study={study} featured={index === 0 && studies.length % 2 === 1} />
          ))}
        </ul>
      </Section>
      <ClosingCta {...page.cta} />
      <JsonLd data={breadcrumbJsonLd([{ name: page.title, path }])} />
    </>
  );
}
