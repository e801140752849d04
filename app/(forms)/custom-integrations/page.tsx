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
import { Section } from '@/components/ui/Section';
import { getCustomIntegrationsPage } from '@/lib/content/form-pages';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site/site';
import { cn } from '@/lib/util/cn';

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
      {/* Before the form, so what a custom build costs and how soon it goes live are read before the request
          (the fees came after the form: outside review); each said once on the page. Under the heading, two
          cards side by side from 1024 px, as tall as each other: the fee of each kind of custom build with what it
          covers (only what applies here: Pricing lists every setup fee), and the three things the quote settles;
          then the one check before asking. Beside the heading the price card ran far below the points' card and
          the check floated under it (outside review OOO). */}
      <Section id="your-quote" title={page.quote.title} intro={<p>{page.quote.intro}</p>}>
        <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
          {/* The fees as one price card: each price large over its kind (level when a kind's name wraps), then what
              it includes and the one way to ask for it (two small tiles read as lost in white space: outside review). */}
          <div className="flex flex-col rounded-card border border-line bg-surface-raised shadow-sm">
            {/* The prices fill the card down to its note (a rule that stopped short over an empty band read as an empty
                half-cell: outside review QQQ): each price and its kind at the top, level, and from 640 px an example
                source of that kind at the foot, so no empty band sits under the shorter kind (outside review WWW). */}
            <ul aria-label={page.quote.fees.label} className="grid flex-1 grid-cols-2">
              {page.quote.fees.items.map((fee, index) => (
                <li
                  key={fee.when}
                  data-testid="quote-fee"
                  className={cn('flex flex-col p-4 sm:p-6', index > 0 && 'border-l border-line')}
                >
                  <p className="text-4xl font-bold tracking-tight text-ink tabular-nums sm:text-5xl">{fee.price}</p>
                  <p className="mt-2 text-base text-ink-muted">{fee.when}</p>
                  <FeeExample lead={page.quote.fees.exampleLead} example={fee.example} />
                </li>
              ))}
            </ul>
            <div className="border-t border-line p-4 sm:p-6">
              <p className="text-base text-ink-muted">{page.quote.fees.note}</p>
              <ArrowLink href={`#${quoteFormId}`} className="mt-3 text-base">
                {page.formTitle}
              </ArrowLink>
            </div>
          </div>
          <ul className="divide-y divide-line rounded-card border border-line bg-surface-raised px-6 shadow-sm">
            {page.quote.items.map((item) => (
              <IconListItem key={item.title} {...item} className="py-5" />
            ))}
          </ul>
        </div>
        {/* The one check before asking for a build, under both cards (it closed the page in a band of its own, a
            third closing block after the form and its steps: outside review KK). */}
        <div className="mt-6 flex flex-wrap items-center gap-x-3">
          <p className="text-base" data-testid="quote-listed">
            {page.quote.listed.text}
          </p>
          <ArrowLink href={page.quote.listed.link.href} className="text-base">
            {page.quote.listed.link.label}
          </ArrowLink>
        </div>
      </Section>
      {/* From lg the page ends with the form (outside review KK: the form, the steps after it and a closing
          band made three closing blocks in a row), beside it what the work covers, then what happens once it
          is sent, one column that runs about as long as the form. Below lg the form comes first, right after
          the fees: under that column it sat at the foot of a long page (outside review TT). */}
      <Section id="request-quote" tone="muted">
        <div className="grid gap-x-8 gap-y-12 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <div>
              <h2 className="text-2xl font-bold tracking-tight">{page.includes.title}</h2>
              <ul className="mt-5 space-y-5">
                {page.includes.items.map((item) => (
                  <IconListItem key={item.title} {...item} />
                ))}
              </ul>
            </div>
            <section aria-labelledby="after-sending-title" className="mt-12">
              <h2 id="after-sending-title" className="text-2xl font-bold tracking-tight">
                {page.afterSending.title}
              </h2>
              <div className="mt-5">
                <Timeline label={page.afterSending.label} items={page.afterSending.items} />
              </div>
            </section>
          </div>
          <FormCard
            id={quoteFormId}
            title={page.formTitle}
            intro={page.formIntro}
            parts={quoteParts}
            className="max-lg:order-first lg:col-span-3"
          >
            <QuoteForm />
          </FormCard>
        </div>
      </Section>
      <JsonLd data={breadcrumbJsonLd([{ name: page.title, path }])} />
    </>
  );
}

/** Under a fee, a source of its kind ("Such as products.csv"); from 640 px (a phone's half-width cell is too narrow). */
function FeeExample({ lead, example }: { lead: string; example: string }) {
  return (
    <p className="mt-auto hidden pt-3 text-sm text-ink-muted sm:block">
      {lead}{' '}
      <code className="rounded bg-surface-muted px-1.5 py-0.5 font-mono text-[0.8125rem] whitespace-nowrap text-ink">
        {example}
      </code>
    </p>
  );
}
