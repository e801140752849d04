'use client';

import handoffText from '@/content/chat/handoff.json';
import {
  SUPPORT_HOURS,
  conversationSummary,
  handoffBody,
  handoffSuccessAfter,
  handoffSuccessBefore,
  type HandoffValues,
} from '@/lib/chat/handoff';
import type { ChatMessage } from '@/lib/chat/messages';
import { contactMaxLengths } from '@/lib/forms/contact';
import { withSubmission } from '@/lib/forms/submission';
import { postJson } from '@/lib/forms/webhook';
import { webhookUrls } from '@/lib/site/webhooks.config.mjs';
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

// Name and email survive a look back at the conversation before sending; the message is the conversation's.
const draftFields = ['name', 'email'] as const satisfies readonly (keyof HandoffValues)[];
const maxLengths = { name: contactMaxLengths.name, email: contactMaxLengths.email, message: contactMaxLengths.message };

/**
 * "Talk to a person" inside the chat: name, email and a message pre-filled with a summary of the
 * conversation, sent to the forms webhook with the forms' client, texts, submission id and retry.
 * A chunk of its own, loaded when the person asks for it (react-hook-form stays out of the chat's chunk).
 */
export function HandoffForm({ sessionId, messages, onBack }: HandoffFormProps) {
  const { field, shell } = useWebhookForm({
    id: 'chat-handoff',
    loadSchema: () => import('@/lib/forms/handoff-schema').then((module) => module.handoffSchema),
    defaultValues: { name: '', email: '', message: conversationSummary(messages) },
    draftFields,
    maxLengths,
    clientOnly: true,
    send: (values, submission) =>
      postJson(webhookUrls.forms, withSubmission(handoffBody(values, { sessionId, messages }), submission)),
  });

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
      <TextField {...field('name')} label="Full name" required autoComplete="name" />
      <TextField {...field('email')} label="Email" type="email" required autoComplete="email" />
      <TextAreaField {...field('message')} label="Message" required rows={6} />
    </FormShell>
  );
}
