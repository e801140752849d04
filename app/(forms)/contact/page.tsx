import type { Metadata } from 'next';
import { ContactAfterSent, ContactChannels, ContactEmailShortcut } from '@/components/marketing/ContactChannels';
import { ContactForm } from '@/components/forms/ContactForm';
import { FormPage } from '@/components/forms/FormPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { getPlans } from '@/lib/content/plans';
import { contactPlanOptions } from '@/lib/forms/contact';
import { getContactPage } from '@/lib/content/form-pages';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

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
        form={<ContactForm planOptions={contactPlanOptions(getPlans())} afterSent={<ContactAfterSent page={page} />} />}
        aside={<ContactChannels page={page} />}
        heroNote={<ContactEmailShortcut page={page} />}
      />
      <JsonLd data={breadcrumbJsonLd([{ name: page.title, path }])} />
    </>
  );
}
