import type { Metadata } from 'next';
import { Link } from '@/components/ui/Link';
import { ApplyNowLink } from '@/components/careers/ApplyNowLink';
import { PositionLists } from '@/components/careers/PositionLists';
import { PositionMeta } from '@/components/careers/PositionMeta';
import { JsonLd } from '@/components/seo/JsonLd';
import { ButtonLink } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Section } from '@/components/ui/Section';
import { getAllPositions, getCareersPage } from '@/lib/content/careers';
import { fillTemplate } from '@/lib/content/schemas';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageLinks } from '@/lib/site';

const path = pageLinks.careers.href;

export async function generateMetadata(): Promise<Metadata> {
  const { title, description } = getCareersPage();
  return pageMetadata({ title, description, path });
}

export default async function CareersPage() {
  const page = getCareersPage();
  const positions = await getAllPositions();
  return (
    <>
      <Section as="h1" eyebrow={page.eyebrow} title={page.title} intro={page.intro}>
        <h2 className="text-xl font-bold tracking-tight">{page.perksTitle}</h2>
        <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {page.perks.map((perk) => (
            <li key={perk.title} className="rounded-card border border-line bg-surface-muted p-5">
              <h3 className="font-semibold text-ink">{perk.title}</h3>
              <p className="mt-2 text-sm text-ink-muted">{perk.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="open-positions"
        tone="muted"
        title={page.positionsTitle}
        intro={fillTemplate(page.positionsIntro, { count: String(positions.length) })}
      >
        <ul className="grid gap-8">
          {positions.map((position) => (
            <Card as="li" key={position.slug} className="p-6 sm:p-8">
              <article aria-labelledby={`${position.slug}-title`}>
                <h3 id={`${position.slug}-title`} className="text-2xl font-bold tracking-tight">
                  <Link href={position.href} className="hover:text-brand-700">
                    {position.title}
                  </Link>
                </h3>
                <div className="mt-3">
                  <PositionMeta position={position} />
                </div>
                <p className="mt-4 text-ink-muted">{position.description}</p>
                <div className="mt-6">
                  <PositionLists position={position} level="h4" />
                </div>
                <div className="mt-8 flex flex-wrap gap-3">
                  <ApplyNowLink title={position.title} />
                  <ButtonLink href={position.href} variant="secondary">
                    Role details<span className="sr-only">: {position.title}</span>
                  </ButtonLink>
                </div>
              </article>
            </Card>
          ))}
        </ul>
      </Section>
      <JsonLd data={breadcrumbJsonLd([{ name: page.title, path }])} />
    </>
  );
}
