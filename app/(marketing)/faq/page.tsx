import type { Metadata } from 'next';
import { faqAccordionItems } from '@/components/marketing/FaqAnswer';
import { FaqBrowser } from '@/components/marketing/FaqBrowser';
import { FaqNoResults } from '@/components/marketing/FaqNoResults';
import { FaqContactBand } from '@/components/marketing/FaqContactBand';
import { FaqSearchBox } from '@/components/marketing/FaqSearchBox';
import { PageHero } from '@/components/marketing/PageHero';
import { JsonLd } from '@/components/seo/JsonLd';
import { Container } from '@/components/ui/Container';
import { DEFAULT_FAQ_CATEGORY, getFaqCategories, getFaqItems } from '@/lib/content/faq';
import { getFaqPageContent } from '@/lib/content/marketing';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

const content = getFaqPageContent();

export const metadata: Metadata = pageMetadata({ ...content.seo, path: pageLinks.faq.href });

export default async function FaqPage() {
  const categories = await getFaqCategories();
  const { hero, all, linkLabel, guideLabel, mostAsked, noResults, contact } = content;
  const mostAskedItems = await getFaqItems(mostAsked.questions);
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
            // Under the categories in their sticky column from 1024 px: the column stood empty beside the answers (outside
            // review). No card of reply times under them: Contact, Pricing and the answer "How fast does support respond?"
            // say them (outside reviews RRRRR, SSSSS).
            aside={
              <>
                {/* Each a link to its answer's address, which opens it (FaqBrowser follows the fragment). */}
                <nav aria-label={mostAsked.title} className="mt-6 hidden border-t border-line pt-4 text-sm lg:block">
                  <p className="px-4 py-1.5 font-semibold text-ink">{mostAsked.title}</p>
                  {mostAskedItems.map((item) => (
                    <a
                      key={item.id}
                      href={`#${item.id}`}
                      className="block px-4 py-1.5 text-ink-muted hover:text-brand-700"
                    >
                      {item.question}
                    </a>
                  ))}
                </nav>
              </>
            }
            noResults={
              <FaqNoResults
                text={noResults.text}
                questions={mostAskedItems.map(({ id, question }) => ({ id, question }))}
                contact={contact}
              />
            }
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
