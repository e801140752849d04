import type { Metadata } from 'next';
import { ChatAction, ContactChannels, ContactEmailShortcut } from '@/components/marketing/ContactChannels';
import { AfterSent } from '@/components/forms/AfterSent';
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
        form={
          <ContactForm
            planOptions={contactPlanOptions(getPlans())}
            afterSent={
              <AfterSent
                id="contact"
                text={page.afterSent}
                chatAction={(label) => <ChatAction className="mt-2">{label}</ChatAction>}
              />
            }
          />
        }
        aside={<ContactChannels page={page} />}
        heroNote={<ContactEmailShortcut page={page} />}
      />
      <JsonLd data={breadcrumbJsonLd([{ name: page.title, path }])} />
    </>
  );
}
