import { Container } from '@/components/ui/Container';
import type { LegalPage } from '@/lib/content/legal';
import { Prose } from './Prose';

export function LegalDocument({ page }: { page: LegalPage }) {
  return (
    <Container size="prose" className="py-16 sm:py-20">
      <article>
        <header className="mb-10 border-b border-line pb-8">
          <h1 className="text-4xl font-bold tracking-tight">{page.title}</h1>
          <p className="mt-3 text-ink-muted">
            Last updated: <time dateTime={new Date(`${page.lastUpdated} UTC`).toISOString().slice(0, 10)}>{page.lastUpdated}</time>
          </p>
        </header>
        <Prose html={page.html} />
      </article>
    </Container>
  );
}
