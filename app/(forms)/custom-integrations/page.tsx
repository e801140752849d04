import type { Metadata } from 'next';
import { FormCard } from '@/components/forms/FormCard';
import { ClosingCta } from '@/components/marketing/ClosingCta';
import { IconListItem } from '@/components/marketing/IconListItem';
import { Timeline } from '@/components/marketing/Timeline';
import { SetupFeeList } from '@/components/marketing/pricing/SetupFees';
import { CustomConnectorScene } from '@/components/marketing/visuals/CustomConnectorScene';
import { QuoteForm } from '@/components/forms/QuoteForm';
import { quoteParts } from '@/components/forms/form-parts';
import { JsonLd } from '@/components/seo/JsonLd';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { ButtonLink } from '@/components/ui/Button';
import { Hero } from '@/components/ui/Hero';
import { Icon } from '@/components/ui/Icon';
import { Section } from '@/components/ui/Section';
import { getCustomIntegrationsPage } from '@/lib/content/form-pages';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';

const path = pageLinks.customIntegrations.href;
const quoteFormId = 'quote-form';

export async function generateMetadata(): Promise<Metadata> {
  const page = await getCustomIntegrationsPage();
  return pageMetadata({ title: page.title, description: page.description, path });
}

export default async function CustomIntegrationsPage() {
  const page = await getCustomIntegrationsPage();
  return (
    <>
      <Hero
        variant="centered"
        kicker={page.eyebrow}
        title={page.heading}
        intro={<p>{page.intro}</p>}
        actions={
          <>
            <ButtonLink href={`#${quoteFormId}`} size="lg">
              {page.quoteAction.label}
            </ButtonLink>
            <p className="text-sm text-ink-muted">{page.quoteAction.note}</p>
          </>
        }
      >
        <CustomConnectorScene scene={page.scene} />
      </Hero>
      <Section id="request-quote" tone="muted">
        {/* Straight after the hero, as the page is for sending this form; the fees and what the quote
            settles follow it (a long page before the form: outside review P). */}
        {/*
          What a buyer weighs beside the form: what the work covers, then what happens once it is sent,
          one after the other down the column, so neither leaves a gap (the steps pushed to the form's
          foot opened a large one under the list: outside review). On a phone the steps after sending
          come after the form; from lg the second row takes the form's extra height under them.
        */}
        <div className="grid gap-8 lg:grid-cols-5 lg:grid-rows-[auto_1fr]">
          <div className="lg:col-span-2">
            <h2 className="text-2xl font-bold tracking-tight">{page.includes.title}</h2>
            <ul className="mt-5 space-y-5">
              {page.includes.items.map((item) => (
                <IconListItem key={item.title} {...item} />
              ))}
            </ul>
          </div>
          <FormCard
            id={quoteFormId}
            title={page.formTitle}
            intro={page.formIntro}
            parts={quoteParts}
            className="lg:col-span-3 lg:col-start-3 lg:row-span-2 lg:row-start-1"
          >
            <QuoteForm />
          </FormCard>
          <section aria-labelledby="after-sending-title" className="lg:col-span-2">
            <h2 id="after-sending-title" className="text-2xl font-bold tracking-tight">
              {page.afterSending.title}
            </h2>
            <div className="mt-5">
              <Timeline label={page.afterSending.label} items={page.afterSending.items} />
            </div>
          </section>
        </div>
      </Section>
      <Section id="your-quote" title={page.quote.title} intro={<p>{page.quote.intro}</p>}>
        {/* The fee first, in full, as a price list with what it covers, beside what else the quote settles:
            four thin cells with the fee in one grey line read as an afterthought (outside review). */}
        <div className="grid overflow-hidden rounded-card border border-line bg-surface-raised shadow-sm lg:grid-cols-5">
          <section aria-labelledby="quote-fees-title" className="bg-brand-50 p-6 sm:p-8 lg:col-span-2">
            <h3 id="quote-fees-title" className="text-lg font-semibold text-ink">
              {page.quote.fees.title}
            </h3>
            <SetupFeeList items={page.quote.fees.items} />
            <ul className="space-y-2 border-t border-line pt-4 text-sm text-ink">
              {page.quote.fees.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <Icon name="check" className="size-5 shrink-0 text-success-700" />
                  {point}
                </li>
              ))}
            </ul>
            <ArrowLink href={page.quote.fees.link.href} className="mt-3 text-sm">
              {page.quote.fees.link.label}
            </ArrowLink>
          </section>
          {/* Its own title, level with the fees' one, and its rows on the fee list's rhythm: centred without
              one, the column opened on an unexplained gap beside the fees (outside review). */}
          <section aria-labelledby="quote-items-title" className="p-6 sm:p-8 lg:col-span-3">
            <h3 id="quote-items-title" className="text-lg font-semibold text-ink">
              {page.quote.itemsTitle}
            </h3>
            <ul className="divide-y divide-line">
              {page.quote.items.map((item) => (
                <IconListItem key={item.title} {...item} className="py-4" />
              ))}
            </ul>
          </section>
        </div>
      </Section>
      {/* The page's close: a listed vendor needs no custom work, or a word with our team first (the page
          ended on the quote's card, with nowhere to go: outside review). */}
      <ClosingCta {...page.closing} />
      <JsonLd data={breadcrumbJsonLd([{ name: page.title, path }])} />
    </>
  );
}
