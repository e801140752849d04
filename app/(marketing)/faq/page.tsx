import type { Metadata } from 'next';
import { faqAccordionItems } from '@/components/marketing/FaqAnswer';
import { FaqBrowser } from '@/components/marketing/FaqBrowser';
import { FaqContactBand } from '@/components/marketing/FaqContactBand';
import { FaqSearchBox } from '@/components/marketing/FaqSearchBox';
import { PageHero } from '@/components/marketing/PageHero';
import { JsonLd } from '@/components/seo/JsonLd';
import { Container } from '@/components/ui/Container';
import { DEFAULT_FAQ_CATEGORY, getFaqCategories } from '@/lib/content/faq';
import { getFaqPageContent } from '@/lib/content/marketing';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

const content = getFaqPageContent();

export const metadata: Metadata = pageMetadata({ ...content.seo, path: pageLinks.faq.href });

export default async function FaqPage() {
  const categories = await getFaqCategories();
  const { hero, all, linkLabel, guideLabel, contact } = content;
  return (
    <>
      <PageHero {...hero}>
        <FaqSearchBox />
      </PageHero>
      <section aria-label="Questions by category" className="bg-surface pb-8 sm:pb-12">
        <Container>
          <FaqBrowser
            defaultCategory={DEFAULT_FAQ_CATEGORY}
            all={all}
            linkLabel={linkLabel}
            categories={categories.map((category) => ({
              id: category.id,
              title: category.title,
              description: category.description,
              // The ids are left to the browser, which makes them from the questions as the loader did.
              items: faqAccordionItems(category.items, { guideLabel }).map(({ title, html }) => ({ title, html })),
            }))}
          />
        </Container>
      </section>
      <FaqContactBand contact={contact} />
      <JsonLd data={[breadcrumbJsonLd([{ name: pageLinks.faq.title, path: pageLinks.faq.href }])]} />
    </>
  );
}
