import { Container } from '@/components/ui/Container';
import { Hero } from '@/components/ui/Hero';
import type { LegalPage } from '@/lib/content/legal';
import { Prose } from './Prose';

export function LegalDocument({ page }: { page: LegalPage }) {
  return (
    <>
      <Hero
        variant="document"
        kicker="Legal"
        title={page.title}
        intro={
          <p className="text-base">
            Last updated:{' '}
            <time dateTime={new Date(`${page.lastUpdated} UTC`).toISOString().slice(0, 10)}>{page.lastUpdated}</time>
          </p>
        }
      />
      <Container size="narrow" className="py-12 sm:py-16">
        <article className="max-w-3xl">
          <Prose html={page.html} />
        </article>
      </Container>
    </>
  );
}
