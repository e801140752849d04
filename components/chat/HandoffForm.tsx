'use client';

import handoffText from '@/content/chat/handoff.json';
import { SUPPORT_HOURS, handoffSuccessAfter, handoffSuccessBefore } from '@/lib/chat/handoff';
import type { ChatMessage } from '@/lib/chat/messages';
import { handoffForm } from '@/lib/forms/handoff';
import { Button } from '@/components/ui/Button';
import { TextAreaField, TextField } from '@/components/forms/fields';
import { errorSummaryTitle, FormShell, SuccessPanel } from '@/components/forms/FormShell';
import { useWebhookForm } from '@/components/forms/useWebhookForm';

export type HandoffFormProps = {
  sessionId: string | null;
  /** The conversation so far: summarised in the message, sent whole as the transcript. */
  messages: ChatMessage[];
  /** Back to the conversation: Done, once the message is sent. */
  onBack: () => void;
  /** The window at its larger size: the message box takes the height it adds. */
  expanded?: boolean;
};

/**
 * "Talk to a person" inside the chat: name, email and a message pre-filled with a summary of the
 * conversation, sent as lib/forms/handoff.ts defines, through the forms' pipeline (texts,
 * submission id and retry). A chunk of its own, loaded when the person asks for it (react-hook-form stays out of the chat's chunk).
 */
export function HandoffForm({ sessionId, messages, onBack, expanded = false }: HandoffFormProps) {
  const { field, shell } = useWebhookForm(handoffForm({ sessionId, messages }));
  const { problems, summaryRef } = shell;
  const count = problems.length;

  return (
    <FormShell
      {...shell}
      // Not the pages' list of links: in the 500 px window it pushed the fields it named, and Send,
      // out of view (outside review B). Here the count, on one line; each field says what is wrong.
      problems={[]}
      layout="panel"
      label={handoffText.title}
      submitLabel={handoffText.submit}
      successPanel={
        <SuccessPanel title={handoffText.successTitle} layout="panel">
          <p>
            {handoffSuccessBefore}
            <span className="whitespace-nowrap">{SUPPORT_HOURS}</span>
            {handoffSuccessAfter}
          </p>
          <Button onClick={onBack} variant="secondary" size="sm" className="mt-1">
            {handoffText.done}
          </Button>
        </SuccessPanel>
      }
    >
      {count > 0 && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="group"
          aria-labelledby={`${shell.id}-problems`}
          // A line, not a boxed panel: the box's 40 px pushed the message out of view (outside review IIIIII).
          className="text-sm text-danger-700"
        >
          <p id={`${shell.id}-problems`} role="alert" className="font-semibold">
            {errorSummaryTitle(count)}.
          </p>
        </div>
      )}
      {/* Side by side where the window is 384 px wide, so Send stays in view without scrolling. */}
      <div className="grid gap-4 min-[22rem]:grid-cols-2 min-[22rem]:gap-3">
        <TextField {...field('name')} label="Full name" required autoComplete="name" />
        <TextField {...field('email')} label="Email" type="email" required autoComplete="email" />
      </div>
      {/* Room under the box, so scrolled to its end it does not touch the rule over Send (outside review PPPP). */}
      <div className="pb-2">
        <TextAreaField
          {...field('message')}
          label="Message"
          required
          // Five lines: the pre-filled summary of a question or two whole, not cut at the box's foot (outside review TT);
          // in the expanded window, seventeen, so the box takes the height it adds (at five, Send stood under it and the
          // window's lower half was empty: outside review SSSS).
          rows={expanded ? 17 : 5}
          placeholder={handoffText.messagePlaceholder}
        />
      </div>
    </FormShell>
  );
}
