'use client';

import { Button } from '@/components/ui/Button';
import { useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, type ReactNode } from 'react';
import { contactForm } from '@/lib/forms/contact';
import { subjectFromQuery, subjectOptions, type ContactSubject } from '@/lib/forms/contact-fields';
import type { ChoiceOption } from '@/lib/forms/rules';
import { SelectField, TextAreaField, TextField } from './fields';
import { FormShell, SuccessPanel } from './FormShell';
import { SentToAddress } from './SentToAddress';
import { useWebhookForm } from './useWebhookForm';

export const CONTACT_SUCCESS_TITLE = 'Message Sent';
export const SEND_ANOTHER_LABEL = 'Send another message';

/** Reads ?subject= in the browser (the static page cannot know it): "Schedule Demo" chooses "Request a demo". */
function SubjectFromQuery({ onSubject }: { onSubject: (subject: ContactSubject) => void }) {
  const subject = subjectFromQuery(useSearchParams().get('subject'));
  useEffect(() => {
    if (subject) onSubject(subject);
  }, [subject, onSubject]);
  return null;
}

/**
 * The contact form (/contact), sent as lib/forms/contact.ts defines; the plan options come from content/ (contactPlanOptions).
 * `afterSent` is the page's server markup under the thank-you (what happens next), so its words cost no JavaScript.
 */
export function ContactForm({
  planOptions,
  afterSent,
}: {
  planOptions: ChoiceOption<string>[];
  afterSent?: ReactNode;
}) {
  const { form, field, shell, startOver } = useWebhookForm(contactForm(planOptions));
  // A subject the visitor (or their restored draft) chose stays theirs; one a link chose gives way to the next link's.
  const preselect = useCallback(
    (subject: ContactSubject) => {
      if (!form.getFieldState('subject').isDirty) form.setValue('subject', subject);
    },
    [form],
  );

  return (
    <>
      <Suspense fallback={null}>
        <SubjectFromQuery onSubject={preselect} />
      </Suspense>
      <FormShell
        {...shell}
        label="Contact form"
        submitLabel="Send Message"
        successPanel={
          <SuccessPanel
            title={CONTACT_SUCCESS_TITLE}
            more={afterSent}
            action={
              <Button variant="secondary" onClick={startOver}>
                {SEND_ANOTHER_LABEL}
              </Button>
            }
          >
            {/* To the person by name, where the answer goes and when, for a prospect as for a customer: "Thank you for
                reaching out" read as boilerplate, "sooner on Plus and Premium" promised a prospect a plan's speed (outside
                review RRRR), "Your message is with the right person on our team" as stilted (TTTT). */}
            <p>
              Thanks, {form.getValues('name').trim().split(/\s+/)[0]}. We will reply to{' '}
              <SentToAddress email={form.getValues('email')} /> within about 24 hours
              {/* A demo request is answered with its invite (the generic line ignored it: outside review KKKKK). */}
              {form.getValues('subject') === 'demo' && ' with an invite for your demo'}.
            </p>
          </SuccessPanel>
        }
      >
        <TextField {...field('name')} label="Full name" required autoComplete="name" />
        <TextField {...field('email')} label="Email" type="email" required autoComplete="email" />
        <TextField {...field('company')} label="Company" autoComplete="organization" />
        <TextField {...field('phone')} label="Phone" type="tel" autoComplete="tel" />
        <SelectField
          {...field('plan')}
          label="Plan you are interested in"
          placeholder="Not sure yet"
          options={planOptions}
        />
        <TextField
          {...field('websiteUrl')}
          label="Store website"
          type="url"
          autoComplete="url"
          placeholder="https://yourstore.com"
        />
        <SelectField
          {...field('subject')}
          label="Subject"
          required
          placeholder="Choose a subject"
          options={subjectOptions}
          className="sm:col-span-2"
        />
        {/* Seven lines, room for a few sentences: beside the other ways to reach us (1024-1440 px) the card then ends
            at its button (six left a blank strip under it: outside reviews SS, BBBB); ten made a tall empty box (YYY). */}
        <TextAreaField {...field('message')} label="Message" required rows={7} className="sm:col-span-2" />
      </FormShell>
    </>
  );
}
