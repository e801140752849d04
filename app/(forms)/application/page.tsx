import type { Metadata } from 'next';
import { Link } from '@/components/ui/Link';
import { Prose } from '@/components/content/Prose';
import { ApplicationForm } from '@/components/forms/ApplicationForm';
import { FormCard } from '@/components/forms/FormCard';
import { JsonLd } from '@/components/seo/JsonLd';
import { Section } from '@/components/ui/Section';
import { getApplicationPage } from '@/lib/forms/content';
import { breadcrumbJsonLd, pageMetadata } from '@/lib/seo';
import { pageLinks } from '@/lib/site';

const path = '/application';

export async function generateMetadata(): Promise<Metadata> {
  const page = await getApplicationPage();
  return pageMetadata({ title: page.title, description: page.description, path });
}

export default async function ApplicationPage() {
  const page = await getApplicationPage();
  return (
    <>
      <Section as="h1" eyebrow={page.eyebrow} title={page.heading} intro={page.intro} tone="muted" className="pb-10 sm:pb-12" />
      <Section className="pt-10 sm:pt-12">
        <div className="grid gap-10 lg:grid-cols-3">
          <FormCard id="application-form" title={page.formTitle} intro={page.formIntro} className="lg:col-span-2">
            <ApplicationForm />
          </FormCard>
          <aside aria-label="About the hiring process">
            <Prose html={page.html} />
            <Link
              href={pageLinks.careers.href}
              className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              See all open positions
            </Link>
          </aside>
        </div>
      </Section>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: pageLinks.careers.title, path: pageLinks.careers.href },
          { name: page.title, path },
        ])}
      />
    </>
  );
}
