import { ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { keepRangesWhole } from '@/components/ui/WholeRanges';
import type { HelpCenterContent } from '@/lib/content/docs';

/**
 * The closing band of every documentation page: where to get more help, centred, its button under its words (at the
 * band's far end it left an empty middle across a wide screen: outside review VVVVV; both at its left, an empty
 * right half: YYYYY).
 */
export function DocsHelp({ title, text, link }: HelpCenterContent['help']) {
  return (
    <aside aria-labelledby="docs-help-title" className="border-t border-line bg-surface-muted">
      <Container className="flex flex-col items-center gap-6 py-12 text-center">
        <div className="max-w-2xl">
          <h2 id="docs-help-title" className="text-xl font-bold tracking-tight">
            {title}
          </h2>
          <p className="mt-2 text-ink-muted">{keepRangesWhole(text)}</p>
        </div>
        <ButtonLink href={link.href} size="lg" className="shrink-0">
          {link.label}
        </ButtonLink>
      </Container>
    </aside>
  );
}
