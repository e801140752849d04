import type { Metadata } from 'next';
import { TextLink } from '@/components/ui/TextLink';
import { Steps } from '@/components/ui/Steps';
import { ApplicationForm } from '@/components/forms/ApplicationForm';
import { FormPage } from '@/components/forms/FormPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { getCareersPage } from '@/lib/content/careers';
import { getApplicationPage } from '@/lib/forms/content';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { externalLinks, pageLinks } from '@/lib/site/site';

const path = pageLinks.application.href;

export async function generateMetadata(): Promise<Metadata> {
  const page = await getApplicationPage();
  return pageMetadata({ title: page.title, description: page.description, path });
}

export default async function ApplicationPage() {
  const page = await getApplicationPage();
  // The same steps as on /careers, from the same content.
  const { hiring } = getCareersPage();
  return (
    <>
      <FormPage
        page={page}
        formId="application-form"
        form={<ApplicationForm />}
        noScriptEmail={externalLinks.careersEmail}
        stickyAside
        aside={
          <aside aria-labelledby="hiring-title">
            <h2 id="hiring-title" className="text-xl font-bold tracking-tight text-ink">
              {hiring.title}
            </h2>
            <p className="mt-2 mb-6 text-sm leading-6 text-ink-muted">{hiring.intro}</p>
            <Steps steps={hiring.steps} layout="column" />
            <TextLink href={pageLinks.careers.href} className="mt-6 inline-block font-semibold">
              See all open positions
            </TextLink>
          </aside>
        }
      />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: pageLinks.careers.title, path: pageLinks.careers.href },
          { name: page.title, path },
        ])}
      />
    </>
  );
}
