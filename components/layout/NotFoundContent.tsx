import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import type { NotFoundContent as NotFoundText } from '@/lib/content/pages';

export const NOT_FOUND_TITLE = 'Page Not Found';

export function NotFoundContent({ text, homeLink, docsLink }: NotFoundText) {
  return (
    <Container size="prose" className="py-24 text-center sm:py-32">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">{NOT_FOUND_TITLE}</h1>
      <p className="mt-4 text-lg text-ink-muted">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={homeLink.href}>{homeLink.label}</ButtonLink>
        <ButtonLink href={docsLink.href} variant="secondary">
          {docsLink.label}
        </ButtonLink>
      </div>
    </Container>
  );
}
