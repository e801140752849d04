import type { Metadata } from 'next';
import { OpenChatButton } from '@/components/chat/OpenChatButton';
import { IconTile } from '@/components/marketing/IconTile';
import { Link } from '@/components/ui/Link';
import { Prose } from '@/components/content/Prose';
import { ContactForm } from '@/components/forms/ContactForm';
import { FormPage } from '@/components/forms/FormPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { getPlans } from '@/lib/content/plans';
import { contactPlanOptions } from '@/lib/forms/contact';
import { getContactPage } from '@/lib/forms/content';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { externalLinks, pageLinks } from '@/lib/site/site';
import { cn } from '@/lib/util/cn';

const path = pageLinks.contact.href;
/** Each channel's way in (a mail address, the chat, a page), written alike. */
const channelAction =
  'mt-2 inline-block font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

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
        aside={
          <aside aria-labelledby="contact-channels-title">
            <h2 id="contact-channels-title" className="text-xl font-bold tracking-tight text-ink">
              {page.channelsTitle}
            </h2>
            <ul className="mt-6 space-y-7">
              {page.channels.map((channel) => (
                <li key={channel.title} className="flex gap-4">
                  <IconTile name={channel.icon} className="size-10 shrink-0" />
                  <div className="min-w-0">
                    <h3 className="font-semibold text-ink">{channel.title}</h3>
                    <p className="mt-1 text-ink-muted">{channel.text}</p>
                    {channel.supportEmail && (
                      <a href={`mailto:${externalLinks.supportEmail}`} className={cn(channelAction, 'break-all')}>
                        {externalLinks.supportEmail}
                      </a>
                    )}
                    {channel.chatButton && (
                      <OpenChatButton className={channelAction}>{channel.chatButton}</OpenChatButton>
                    )}
                    {channel.link && channel.linkText && (
                      <Link href={channel.link} className={channelAction}>
                        {channel.linkText}
                      </Link>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            {page.html && <Prose html={page.html} className="mt-8 text-sm" />}
          </aside>
        }
      />
      <JsonLd data={breadcrumbJsonLd([{ name: page.title, path }])} />
    </>
  );
}
