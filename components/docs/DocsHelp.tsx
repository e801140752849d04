import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { pageLinks } from '@/lib/site';

/** The closing band of every documentation page: where to get more help. */
export function DocsHelp() {
  return (
    <aside aria-labelledby="docs-help-title" className="border-t border-line bg-surface-muted">
      <Container className="flex flex-col gap-6 py-12 sm:flex-row sm:items-center sm:justify-between">
        <div className="max-w-2xl">
          <h2 id="docs-help-title" className="text-xl font-bold tracking-tight">
            Need more help?
          </h2>
          <p className="mt-2 text-ink-muted">
            Our AI chat assistant answers around the clock, and our support team is available Monday to Friday, 9 AM-6 PM EST.
          </p>
        </div>
        <ButtonLink href={pageLinks.contact.href} size="lg" className="shrink-0">
          Contact support
        </ButtonLink>
      </Container>
    </aside>
  );
}
