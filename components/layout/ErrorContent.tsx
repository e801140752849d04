'use client';

import { useEffect, useRef } from 'react';
import { Button, ButtonLink } from '@/components/ui/Button';
import { Container } from '@/components/ui/Container';
import { pageLinks } from '@/lib/site/site';

export const ERROR_TITLE = 'Something Went Wrong on This Page';
export const ERROR_TEXT = 'Reload the page or try again. Forms keep a draft of what you typed, so nothing is lost.';
export const RELOAD_LABEL = 'Reload the page';
export const RETRY_LABEL = 'Try again';

/**
 * What a page shows instead of crashing to a blank screen: the header, footer and chat stay (the
 * root layout renders around it), and the person gets a way forward. The heading takes focus, so a
 * screen reader announces what happened.
 */
export function ErrorContent({ onRetry }: { onRetry?: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Container size="prose" className="py-24 text-center sm:py-32">
      <p className="text-sm font-semibold text-brand-700">Error</p>
      <h1 ref={heading} tabIndex={-1} className="mt-2 text-4xl font-bold tracking-tight outline-none">
        {ERROR_TITLE}
      </h1>
      <p className="mt-4 text-lg text-ink-muted">{ERROR_TEXT}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{RELOAD_LABEL}</Button>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {RETRY_LABEL}
          </Button>
        )}
        <ButtonLink href={pageLinks.contact.href} variant="ghost">
          Contact support
        </ButtonLink>
      </div>
    </Container>
  );
}
