import type { Metadata } from 'next';
import { FormCard } from '@/components/forms/FormCard';
import { IconListItem } from '@/components/marketing/IconListItem';
import { Timeline } from '@/components/marketing/Timeline';
import { CustomConnectorScene } from '@/components/marketing/visuals/CustomConnectorScene';
import { QuoteForm } from '@/components/forms/QuoteForm';
import { quoteParts } from '@/components/forms/form-parts';
import { JsonLd } from '@/components/seo/JsonLd';
import { ArrowLink } from '@/components/ui/ArrowLink';
import { ButtonLink } from '@/components/ui/Button';
import { Hero } from '@/components/ui/Hero';
import { IconTile } from '@/components/ui/IconTile';
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
      <Section
        id="your-quote"
        title={page.quote.title}
        intro={
          <>
            <p>{page.quote.intro}</p>
            <ArrowLink href={page.quote.link.href} className="mt-3 text-base">
              {page.quote.link.label}
            </ArrowLink>
          </>
        }
      >
        {/* What the quote settles, in one card of hairline-ruled cells: a short list on a phone (icon beside
            the words), two by two from sm, four across from lg. Loose icon-over-text blocks read sparse and
            ran long at 375; two to a row beside the heading were cramped (outside reviews). */}
        <ul className="grid gap-px overflow-hidden rounded-card border border-line bg-line shadow-sm sm:grid-cols-2 lg:grid-cols-4">
          {page.quote.items.map((item) => (
            <li key={item.title} className="flex gap-4 bg-surface-raised p-5 sm:p-6 lg:flex-col">
              <IconTile name={item.icon} className="shrink-0" />
              <div>
                <h3 className="font-semibold text-ink">{item.title}</h3>
                <p className="mt-1 text-sm leading-6 text-ink-muted">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="request-quote" tone="muted">
        {/*
          What a buyer weighs beside the form: what the work covers, then what happens once it is sent and
          what it costs, so the column runs as long as the form (the list alone ended halfway down it). On
          a phone the steps after sending come after the form; from lg the second row takes the form's
          extra height, and the steps sit at its foot, so the column ends level with the form's card (the
          form ran past it: outside review).
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
          <section aria-labelledby="after-sending-title" className="lg:col-span-2 lg:self-end">
            <h2 id="after-sending-title" className="text-2xl font-bold tracking-tight">
              {page.afterSending.title}
            </h2>
            <div className="mt-5">
              <Timeline label={page.afterSending.label} items={page.afterSending.items} />
            </div>
          </section>
        </div>
      </Section>
      <JsonLd data={breadcrumbJsonLd([{ name: page.title, path }])} />
    </>
  );
}
