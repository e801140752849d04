'use client';

import handoffText from '@/content/chat/handoff.json';
import { SUPPORT_HOURS, handoffSuccessAfter, handoffSuccessBefore } from '@/lib/chat/handoff';
import type { ChatMessage } from '@/lib/chat/messages';
import { handoffForm } from '@/lib/forms/handoff';
import { Button } from '@/components/ui/Button';
import { TextAreaField, TextField } from '@/components/forms/fields';
import { FormShell, SuccessPanel } from '@/components/forms/FormShell';
import { useWebhookForm } from '@/components/forms/useWebhookForm';

export type HandoffFormProps = {
  sessionId: string | null;
  /** The conversation so far: summarised in the message, sent whole as the transcript. */
  messages: ChatMessage[];
  /** Back to the conversation: Done, once the message is sent. */
  onBack: () => void;
};

/**
 * "Talk to a person" inside the chat: name, email and a message pre-filled with a summary of the
 * conversation, sent as lib/forms/handoff.ts defines, through the forms' pipeline (texts,
 * submission id and retry). A chunk of its own, loaded when the person asks for it (react-hook-form stays out of the chat's chunk).
 */
export function HandoffForm({ sessionId, messages, onBack }: HandoffFormProps) {
  const { field, shell } = useWebhookForm(handoffForm({ sessionId, messages }));

  return (
    <FormShell
      {...shell}
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
      {/* Side by side where the window is 384 px wide, so Send stays in view without scrolling. */}
      <div className="grid gap-4 min-[22rem]:grid-cols-2 min-[22rem]:gap-3">
        <TextField {...field('name')} label="Full name" required autoComplete="name" />
        <TextField {...field('email')} label="Email" type="email" required autoComplete="email" />
      </div>
      <TextAreaField {...field('message')} label="Message" required rows={3} />
    </FormShell>
  );
}
