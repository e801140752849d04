'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFormSubmit } from '@/components/forms/useFormSubmit';
import { Button } from '@/components/ui/Button';
import { FEEDBACK_COMMENT_MAX, type FeedbackLabels } from '@/lib/docs/feedback';
import { rememberFeedback } from '@/lib/docs/feedback-session';
import { sendComment, sendVote } from '@/lib/forms/docs-feedback';
import { SENDING_LABEL } from '@/lib/forms/status';

export type DocFeedbackPanelProps = { page: string; helpful: boolean; labels: FeedbackLabels; onSent: () => void };

/**
 * The second step of the page feedback (loaded on the first Yes / No): the vote is posted as the
 * panel opens (queued while offline), then the optional comment goes with the same submissionId,
 * both as lib/forms/docs-feedback.ts defines, with the forms' client, status model and error texts.
 */
export function DocFeedbackPanel({ page, helpful, labels, onSent }: DocFeedbackPanelProps) {
  const { status, submit } = useFormSubmit();
  const [comment, setComment] = useState('');
  // The vote's submissionId: the comment and its retries carry it, so the workflow updates one vote.
  const vote = useRef<Promise<string> | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const fieldId = useId();

  useEffect(() => fieldRef.current?.focus(), []);
  useEffect(() => {
    vote.current ??= sendVote(page, helpful);
    rememberFeedback(page);
  }, [page, helpful]);
  useEffect(() => {
    if (status.state === 'success') {
      rememberFeedback(page);
      onSent();
    }
    if (status.state === 'failed') errorRef.current?.focus();
  }, [status, page, onSent]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(async () => sendComment(page, helpful, comment, await (vote.current ?? sendVote(page, helpful))));
  };

  const sending = status.state === 'sending';
  return (
    <form onSubmit={onSubmit} aria-label={labels.question} className="mt-4 border-t border-line pt-4">
      <label htmlFor={fieldId} className="block text-sm font-medium text-ink">
        {helpful ? labels.commentLabel.yes : labels.commentLabel.no}
      </label>
      <textarea
        ref={fieldRef}
        id={fieldId}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={FEEDBACK_COMMENT_MAX}
        rows={3}
        className="mt-2 block w-full rounded-lg border border-line-control bg-surface-raised px-3 py-2 text-sm text-ink shadow-sm placeholder:text-ink-subtle focus:border-brand-500"
      />
      {status.state === 'failed' && (
        <p
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="mt-3 rounded-lg border border-danger-700/30 bg-danger-50 px-3 py-2 text-sm text-danger-700"
        >
          {status.message}
          {status.help && <span className="mt-1 block">{status.help}</span>}
        </p>
      )}
      <div className="mt-3 flex justify-end">
        <Button type="submit" size="xs" disabled={sending}>
          {sending ? SENDING_LABEL : labels.send}
        </Button>
      </div>
    </form>
  );
}
