'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { PositionChoice } from '@/lib/content/careers';
import { applicationFormFor, preselectedPosition } from '@/lib/forms/application';
import { RESUME_ACCEPT, RESUME_PROMPT, RESUME_HINT, RESUME_RESTORED_HINT } from '@/lib/forms/resume';
import { isFile } from '@/lib/forms/file';
import { SUBMITTING_LABEL } from '@/lib/forms/status';
import { FieldGroup, SelectField, TextAreaField, TextField } from './fields';
import { FileField } from './FileField';
import { applicationParts } from './form-parts';
import { FormShell, SuccessPanel } from './FormShell';
import { useWebhookForm } from './useWebhookForm';

export const APPLICATION_SUCCESS_TITLE = 'Application Submitted';

/** Reads ?position= in the browser (the static page cannot know it) and reports an exact match. */
function PositionFromQuery({
  positions,
  onPosition,
}: {
  positions: readonly PositionChoice[];
  onPosition: (position: string) => void;
}) {
  const position = preselectedPosition(useSearchParams().get('position'), positions);
  useEffect(() => {
    if (position) onPosition(position);
  }, [position, onPosition]);
  return null;
}

/**
 * The job application form (/application): text fields and the resume, sent as
 * lib/forms/application.ts defines. The open positions come from the page (content/careers), so a
 * new position file is all a new role needs. The position is preselected from ?position= when it
 * names an open position exactly, unless the user's restored draft already chose one; under it, the
 * page's links to the roles' pages (`roleLinks`, server markup that shows the chosen one by CSS; the
 * draft keeps what was typed for the way back), and the empty CV/Resume zone's face (`resumeFace`,
 * server markup too).
 */
export function ApplicationForm({
  positions,
  roleLinks,
  resumeFace,
}: {
  positions: readonly PositionChoice[];
  roleLinks?: ReactNode;
  resumeFace?: ReactNode;
}) {
  const [applicationForm] = useState(() => applicationFormFor(positions.map((position) => position.title)));
  const { form, field, shell, restoredFields } = useWebhookForm(applicationForm);
  // Answers kept: a field the draft brought back besides the position, which a shared link's ?position= chooses
  // again on every visit (a plain reload said "Your other answers were kept" over an empty form: outside review).
  const answersKept = restoredFields.some((name) => name !== 'position');
  const { control } = form;
  const [aboutPart, rolePart, documentsPart, linksPart] = applicationParts;
  const preselect = useCallback(
    (position: string) => {
      if (!form.getFieldState('position').isDirty) form.setValue('position', position);
    },
    [form],
  );

  const sentFor = form.getValues('position');

  return (
    <>
      <Suspense fallback={null}>
        <PositionFromQuery positions={positions} onPosition={preselect} />
      </Suspense>
      <FormShell
        {...shell}
        label="Job application"
        submitLabel="Submit Application"
        pendingLabel={SUBMITTING_LABEL}
        successPanel={
          <SuccessPanel title={APPLICATION_SUCCESS_TITLE}>
            {/* Marked with the role it was sent for, so the side column keeps its card (ApplicationAside's roleRules). */}
            <p data-sent={sentFor}>
              Thank you for applying for the {sentFor} position. Our hiring team reads every application and will write
              to <strong className="font-semibold text-ink">{form.getValues('email').trim()}</strong> about the next
              steps.
            </p>
          </SuccessPanel>
        }
      >
        <FieldGroup {...aboutPart} step={1}>
          <TextField {...field('fullName')} label="Full name" required autoComplete="name" className="sm:col-span-2" />
          <TextField {...field('email')} label="Email" type="email" required autoComplete="email" />
          <TextField {...field('phone')} label="Phone" type="tel" autoComplete="tel" />
        </FieldGroup>
        <FieldGroup {...rolePart} step={2}>
          <SelectField
            {...field('position')}
            label="Position"
            required
            placeholder="Choose a position"
            options={positions.map(({ title }) => ({ value: title, label: title }))}
            className="sm:col-span-2"
            after={roleLinks}
          />
        </FieldGroup>
        <FieldGroup {...documentsPart} step={3}>
          <Controller
            control={control}
            name="resume"
            render={({ field, fieldState }) => (
              <FileField
                id={`${applicationForm.id}-resume`}
                label="CV/Resume"
                hint={answersKept ? RESUME_RESTORED_HINT : RESUME_HINT}
                required
                name={field.name}
                accept={RESUME_ACCEPT}
                prompt={RESUME_PROMPT}
                face={resumeFace}
                file={!fieldState.error && isFile(field.value) ? field.value : undefined}
                inputRef={field.ref}
                onBlur={field.onBlur}
                onChange={(event) => {
                  const input = event.currentTarget;
                  const file = input.files?.[0];
                  // Kept even when refused: a submit then repeats why, and the schema stops it again.
                  field.onChange(file);
                  form.clearErrors('resume');
                  if (!file) return;
                  // The schema checks the file (its name, size and content: lib/forms/resume-check.ts);
                  // offline it may not load, and the submit then reports that.
                  void form.trigger('resume').then(
                    (valid) => {
                      // Refused and cleared from the input, so the wrong file is plainly not chosen.
                      if (!valid && form.getValues('resume') === file) input.value = '';
                    },
                    () => undefined,
                  );
                }}
                error={fieldState.error?.message}
                className="sm:col-span-2 xl:col-span-1"
              />
            )}
          />
          <TextAreaField
            {...field('coverLetter')}
            label="Cover letter"
            // A placeholder, not a hint over the box: beside the CV/Resume zone a hint started the box 44 px
            // lower than the zone (outside review HHH).
            placeholder="Why this role fits you, and what you would bring to the team"
            // As tall as the CV/Resume zone beside it, so the pair's feet are level too.
            rows={7}
            className="sm:col-span-2 xl:col-span-1"
          />
        </FieldGroup>
        <FieldGroup {...linksPart} step={4} intro="Optional: they show us work that a resume cannot.">
          <TextField
            {...field('linkedinUrl')}
            label="LinkedIn profile"
            type="url"
            autoComplete="url"
            placeholder="https://linkedin.com/in/you"
          />
          <TextField
            {...field('githubUrl')}
            label="GitHub profile"
            type="url"
            autoComplete="url"
            placeholder="https://github.com/you"
          />
          <TextField
            {...field('portfolioUrl')}
            label="Portfolio or website"
            type="url"
            autoComplete="url"
            placeholder="https://you.dev"
            className="sm:col-span-2"
          />
        </FieldGroup>
      </FormShell>
    </>
  );
}
