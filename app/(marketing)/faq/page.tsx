import type { Metadata } from 'next';
import { faqAccordionItems } from '@/components/marketing/FaqAnswer';
import { FaqBrowser } from '@/components/marketing/FaqBrowser';
import { PageHero } from '@/components/marketing/PageHero';
import { JsonLd } from '@/components/seo/JsonLd';
import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { DEFAULT_FAQ_CATEGORY, getFaqCategories } from '@/lib/content/faq';
import { getFaqPageContent } from '@/lib/content/marketing';
import { breadcrumbJsonLd, faqPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

const content = getFaqPageContent();

export const metadata: Metadata = pageMetadata({ ...content.seo, path: pageLinks.faq.href });

export default async function FaqPage() {
  const categories = await getFaqCategories();
  const { hero, contact } = content;
  return (
    <>
      <PageHero {...hero} />
      <section aria-label="Questions by category" className="bg-surface pb-16 sm:pb-20">
        <Container>
          <FaqBrowser
            defaultCategory={DEFAULT_FAQ_CATEGORY}
            categories={categories.map((category) => ({
              id: category.id,
              title: category.title,
              description: category.description,
              items: faqAccordionItems(category.items),
            }))}
          />
          <div className="mt-6 flex flex-col items-start gap-4 rounded-card bg-surface-muted p-6 ring-1 ring-line sm:flex-row sm:items-center sm:justify-between lg:ml-[19rem]">
            <div>
              <h2 className="text-lg font-semibold text-ink">{contact.title}</h2>
              <p className="mt-1 text-sm text-ink-muted">{contact.text}</p>
            </div>
            <ButtonLink href={contact.link.href} variant="secondary" className="shrink-0">
              {contact.link.label}
            </ButtonLink>
          </div>
        </Container>
      </section>
      <JsonLd
        data={[
          faqPageJsonLd(categories.flatMap((category) => category.items)),
          breadcrumbJsonLd([{ name: pageLinks.faq.title, path: pageLinks.faq.href }]),
        ]}
      />
    </>
  );
}
