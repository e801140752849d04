import type { Metadata } from 'next';
import { CaseStudyCard } from '@/components/case-studies/CaseStudyCard';
import { JsonLd } from '@/components/seo/JsonLd';
import { ButtonLink } from '@/components/ui/Button';
import { Section } from '@/components/ui/Section';
import { getCaseStudiesPage, getListedCaseStudies } from '@/lib/content/case-studies';
import { breadcrumbJsonLd, pageMetadata } from '@/lib/seo';
import { pageLinks } from '@/lib/site';

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
      <Section as="h1" eyebrow="Customer stories" title={page.title} intro={page.intro}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {studies.map((study) => (
            <CaseStudyCard key={study.slug} study={study} />
          ))}
        </ul>
      </Section>
      <Section tone="brand" title="Ready to write your own story?" intro="Start a 14-day free trial, or book a demo and we will show you your own vendors in Linkwell.">
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={pageLinks.pricing.href} variant="inverse" size="lg">
            Start Free Trial
          </ButtonLink>
          <ButtonLink href={pageLinks.contact.href} variant="ghost" size="lg" className="text-white hover:bg-brand-700 hover:text-white">
            Schedule Demo
          </ButtonLink>
        </div>
      </Section>
      <JsonLd data={breadcrumbJsonLd([{ name: pageLinks.home.title, path: '/' }, { name: page.title, path }])} />
    </>
  );
}
