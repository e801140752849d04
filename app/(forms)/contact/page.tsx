import type { Metadata } from 'next';
import { ContactChannels } from '@/components/marketing/ContactChannels';
import { ContactForm } from '@/components/forms/ContactForm';
import { FormPage } from '@/components/forms/FormPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { getPlans } from '@/lib/content/plans';
import { contactPlanOptions } from '@/lib/forms/contact';
import { getContactPage } from '@/lib/forms/content';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { externalLinks, pageLinks } from '@/lib/site/site';

const path = pageLinks.contact.href;

export async function generateMetadata(): Promise<Metadata> {
  const page = await getContactPage();
  return pageMetadata({ title: page.title, description: page.description, path });
}

export default async function ContactPage() {
  const page = await getContactPage();
  return (
    <>
      <FormPage
        page={page}
        formId="contact-form"
        form={<ContactForm planOptions={contactPlanOptions(getPlans())} />}
        aside={<ContactChannels page={page} />}
        heroNote={
          // Below lg the other ways to reach us come after the form; from lg they stand beside it.
          <p className="lg:hidden">
            {page.emailShortcut}{' '}
            <a
              href={`mailto:${externalLinks.supportEmail}`}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {externalLinks.supportEmail}
            </a>
          </p>
        }
      />
      <JsonLd data={breadcrumbJsonLd([{ name: page.title, path }])} />
    </>
  );
}
