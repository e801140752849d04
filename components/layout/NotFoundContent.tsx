import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { pageLinks } from '@/lib/site';

export const NOT_FOUND_TITLE = 'Page Not Found';

export function NotFoundContent() {
  return (
    <Container size="prose" className="py-24 text-center sm:py-32">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">{NOT_FOUND_TITLE}</h1>
      <p className="mt-4 text-lg text-ink-muted">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={pageLinks.home.href}>Back to Home</ButtonLink>
        <ButtonLink href={pageLinks.documentation.href} variant="secondary">
          Browse the documentation
        </ButtonLink>
      </div>
    </Container>
  );
}
