'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { earlyClicksScope, useEarlyClicks } from '@/components/ui/useEarlyActions';
import { hasAnsweredFeedback, hasQueuedVotes } from '@/lib/docs/feedback-session';
import type { FeedbackLabels } from '@/lib/docs/feedback';
import type { DocFeedbackPanelProps } from './DocFeedbackPanel';

type Answer = { helpful: boolean; Panel: ComponentType<DocFeedbackPanelProps> };

/**
 * "Was this page helpful?" Yes / No at the end of an article. Only the question is in the page's
 * JavaScript: the comment box and the webhook client load when a button is pressed (a press made
 * before hydration is replayed). A press is answered at once in a live region (the vote is sent
 * then); the thanks that ends it says what becomes of the answer and where to ask for help (`help`,
 * the server's link to Contact).
 */
export function DocFeedback({ page, labels, help }: { page: string; labels: FeedbackLabels; help: ReactNode }) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [done, setDone] = useState(false);
  const scope = useRef<HTMLElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  useEarlyClicks(scope);

  // One answer per page per session: a page answered earlier shows the thanks.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setDone(hasAnsweredFeedback(page)), [page]);
  // A vote left unsent (offline) is sent once from whichever article loads next.
  useEffect(() => {
    if (hasQueuedVotes()) void import('@/lib/forms/docs-feedback').then((queue) => queue.resumeQueuedVotes());
  }, []);
  // After sending, focus moves to the thanks that replaced the form (its button is gone).
  useEffect(() => {
    if (done && answer) thanksRef.current?.focus();
  }, [done, answer]);

  // Pointing at or tabbing to the question loads the panel, so a vote made offline then still queues.
  const warm = () => void import('./DocFeedbackPanel');
  const choose = async (helpful: boolean) => {
    const { DocFeedbackPanel } = await import('./DocFeedbackPanel');
    setAnswer({ helpful, Panel: DocFeedbackPanel });
  };

  return (
    <section
      ref={scope}
      {...earlyClicksScope}
      aria-labelledby="doc-feedback-title"
      onPointerEnter={warm}
      onFocus={warm}
      className="mt-12 rounded-card border border-line bg-surface-muted p-5 sm:p-6"
    >
      {done ? (
        <div
          ref={thanksRef}
          role="status"
          tabIndex={-1}
          id="doc-feedback-title"
          className="flex items-start gap-3 outline-none"
        >
          <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-success-50 text-success-700">
            <Icon name="check" className="size-4" />
          </span>
          <div>
            <p className="font-semibold text-ink">{labels.thanks}</p>
            <p className="mt-1 text-sm text-ink-muted">{labels.thanksDetail}</p>
            <div className="mt-2 text-sm">{help}</div>
          </div>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="doc-feedback-title" className="text-base font-semibold text-ink">
              {labels.question}
            </h2>
            <div className="flex gap-2">
              {[true, false].map((helpful) => (
                <Button
                  key={String(helpful)}
                  variant={answer?.helpful === helpful ? 'soft' : 'secondary'}
                  size="xs"
                  aria-pressed={answer?.helpful === helpful}
                  onClick={() => choose(helpful)}
                  className="min-w-20"
                >
                  <Icon name="thumbUp" className={helpful ? 'size-4' : 'size-4 rotate-180'} />
                  {helpful ? labels.yes : labels.no}
                </Button>
              ))}
            </div>
          </div>
          <p role="status" className="text-sm text-ink-muted empty:hidden">
            {answer ? labels.recorded : ''}
          </p>
          {answer && <answer.Panel page={page} helpful={answer.helpful} labels={labels} onSent={() => setDone(true)} />}
        </>
      )}
    </section>
  );
}
