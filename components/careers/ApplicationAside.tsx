import type { CSSProperties } from 'react';
import { ButtonLink } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Icon } from '@/components/ui/Icon';
import { Portrait } from '@/components/marketing/Portrait';
import { formatSalary } from '@/components/careers/PositionMeta';
import { hiringManagerOf, type TeamMember } from '@/components/careers/HiringManager';
import { fillTemplate } from '@/lib/content/schemas';
import type { Position } from '@/lib/content/careers';
import { cssString } from '@/lib/first-paint/native-choices';
import { TextLink } from '@/components/ui/TextLink';
import { MailOrFormLink } from '@/components/ui/MailOrFormLink';
import { mailOrForm } from '@/lib/site/mail-or-form';
import { formProgressRules } from '@/components/forms/FormProgress';
import type { FormPart } from '@/components/forms/form-parts';
import { doneDisc, StepDisc } from '@/components/forms/StepDisc';
import { applicationHref, positionHref } from '@/lib/site/routes';

type AsideText = {
  rolesTitle: string;
  otherRolesTitle: string;
  chooseTitle: string;
  chooseText: string;
  applyingFor: string;
  roleLink: string;
  manager: string;
  tipsTitle: string;
  lastTip: { lead: string; text: string };
  progressTitle: string;
  progressNeeded: string[];
  progressDone: string[];
  progressConfirm: string;
  progressAttention: string[];
  progressStates: { todo: string; done: string; attention: string };
};

/** The form's position select (components/forms/ApplicationForm.tsx), whose chosen option the aside follows. */
const positionSelect = 'select[name="position"]';
const panel = 'data-role-panel';
const chip = 'data-role-chip';

/**
 * Which panel shows follows the form's chosen position through CSS alone (`:has()` on the chosen
 * <option>), so it needs no JavaScript and changes the moment the query preselects a role or the
 * reader picks another: nothing chosen (no or an unknown ?position=) shows the "none" panel, until
 * the form is sent; a role shows its own panel (and its link under the form's Position) and drops its
 * chip from the switch. Written into a <style> (allowed by
 * hash in the CSP, scripts/build/csp.mjs).
 */
export function roleRules(positions: Pick<Position, 'title' | 'slug'>[]) {
  const chosen = (value: string) => `main:has(${positionSelect} option[value=${cssString(value)}]:checked)`;
  return [
    `[${panel}]:not([${panel}="none"]){display:none}`,
    `main:has(${positionSelect} option:checked:not([value=""])) [${panel}="none"]{display:none}`,
    // Once sent, the select is gone: no "Which Role Is Yours?" beside the thank-you.
    `main:has([data-form-success]) [${panel}="none"]{display:none}`,
    `main:has(${positionSelect} option:checked:not([value=""])) [${panel}="any"]{display:revert}`,
    ...positions.map(
      ({ title, slug }) =>
        `${chosen(title)} [${panel}=${cssString(slug)}]{display:revert}${chosen(title)} [${chip}=${cssString(slug)}]{display:none}`,
    ),
  ].join('');
}

/**
 * A part with a refused field (aria-invalid: a CV/Resume of the wrong type, over 5MB or damaged, which
 * the form clears, or a field flagged on submit) shows a warning mark and what to do instead of its
 * open circle (a refused file left the part looking merely to do: outside review); a good file clears
 * the flag and the part is ticked. CSS alone, like formProgressRules.
 */
function attentionRules(parts: readonly FormPart[]) {
  return parts
    .map(({ id }) => {
      const refused = `:has(#${id} [aria-invalid=true])`;
      return `main${refused} [href="#${id}"] :is([data-todo],[data-done]),main:not(${refused}) [href="#${id}"] [data-attention]{display:none}`;
    })
    .join('');
}

/**
 * Under the form's Position field: a link to each role's page, the chosen one shown by roleRules (as
 * the role's panel is). Server markup the form places, so following the select costs no JavaScript.
 */
export function RolePageLinks({ positions, text }: { positions: Position[]; text: Pick<AsideText, 'roleLink'> }) {
  return positions.map(({ slug, title }) => (
    <p key={slug} className="mt-1.5 text-sm font-medium" {...{ [panel]: slug }}>
      <TextLink href={positionHref(slug)}>{fillTemplate(text.roleLink, { title })}</TextLink>
    </p>
  ));
}

/** The open roles as small links that choose one in the form (through ?position=); `hideChosen` drops the chosen one. */
function RoleChips({ positions, hideChosen = false }: { positions: Position[]; hideChosen?: boolean }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {positions.map((position) => (
        <li key={position.slug} {...(hideChosen && { [chip]: position.slug })}>
          <ButtonLink
            href={applicationHref(position.title)}
            variant="secondary"
            size="xs"
            className="rounded-full px-2.5 text-xs"
          >
            {position.title}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * With no role chosen and no careers address, nothing follows the progress list in its card (the switch
 * to another role shows once one is chosen): its rule and the space under it go, not a rule over an empty strip.
 */
const noRoleRule = mailOrForm('careers', {
  email: '',
  form: `main:not(:has(${positionSelect} option:checked:not([value=""]))) [data-progress]{border:0;margin:0;padding:0}`,
});

/** A step's connecting line: centred under its 28 px circle, from 4 px below it to 4 px above the next. */
const line = { left: 13, top: 32, bottom: 4 };
/** An errored step's ring in the danger colour, set inline (one more colour class would cost the stylesheet). */
const attentionRing = { '--tw-ring-color': 'var(--color-danger-600)' } as CSSProperties;

/**
 * Around the application form (FormPage's asideFirst; the aside's box gives way): first, the role
 * being applied for in brief (its pay and place, who reads the application and when they reply: what
 * happens next, said once; from lg what helps its application most, said only here; the role's full
 * text and its team stay on its page), or with none chosen the roles to
 * pick from; then the form's progress, where to ask first, and a switch to the other roles (a "What
 * Happens Next" card there repeated the hiring story: outside review). Below lg they come before and after the form; from lg they are its side column,
 * the second card staying in view down the long form (a card under the form was out of sight while
 * it was filled in).
 */
export function ApplicationAside({
  positions,
  members,
  text,
  questions,
  parts,
}: {
  positions: Position[];
  members: TeamMember[];
  text: AsideText;
  /** The form's numbered parts: listed in the card that stays in view, each ticked as its legend is (FormProgress). */
  parts: readonly FormPart[];
  /** Where to ask before applying: the careers address, with the words around it. */
  questions: { before: string; after: string };
}) {
  return (
    <aside aria-label={text.rolesTitle} className="contents">
      <style>{roleRules(positions)}</style>
      <Card as="section" {...{ [panel]: 'none' }} aria-labelledby="choose-title">
        <h2 id="choose-title" className="text-lg font-bold tracking-tight text-ink">
          {text.chooseTitle}
        </h2>
        <p className="mt-1.5 text-sm leading-6 text-ink-muted">{text.chooseText}</p>
        <nav aria-label={text.rolesTitle} className="mt-4">
          <RoleChips positions={positions} />
        </nav>
      </Card>
      {positions.map((position) => {
        const manager = hiringManagerOf(position, members);
        return (
          <Card
            as="section"
            key={position.slug}
            {...{ [panel]: position.slug }}
            aria-labelledby={`${position.slug}-chosen`}
          >
            {/* Its box is shown by `display:revert` (roleRules), so the two halves are laid out inside it. */}
            {/* Side by side where the card is wide, one under the other in the side column (they wrap). */}
            <div className="flex flex-wrap items-center gap-x-8 gap-y-3">
              <div className="min-w-52 flex-1">
                <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{text.applyingFor}</p>
                <h2 id={`${position.slug}-chosen`} className="mt-1 text-xl font-bold tracking-tight text-ink">
                  {position.title}
                </h2>
                <p className="mt-1 text-sm text-ink-muted">
                  {/* The place kept whole: "Remote" ended a line over a lone "(USA)" at 375 px. */}
                  {formatSalary(position.salary)} · <span className="whitespace-nowrap">{position.location}</span>
                </p>
              </div>
              {/*
                Who reads it, once, by their face in one compact line (the card also listed the role's team,
                its manager a second time, as its page had shown them: outside review KK).
              */}
              <p className="flex min-w-52 flex-1 items-center gap-3 rounded-lg bg-surface-muted p-3 text-sm text-ink-muted">
                <Portrait name={manager.name} size={56} />
                {fillTemplate(text.manager, { name: manager.name, role: manager.role })}
              </p>
            </div>
            {/*
              From lg, beside the long form, what tells its hiring manager most: the role's own, said only
              here (the side column ended halfway down the form, a tall empty band in a full-page capture:
              outside review HH). Below lg the card sits over the form, which it would push out of the first screen.
            */}
            {position.applyTips && (
              <section
                aria-labelledby={`${position.slug}-tips`}
                className="mt-5 hidden border-t border-line pt-5 lg:block"
              >
                <h3 id={`${position.slug}-tips`} className="font-semibold text-ink">
                  {text.tipsTitle}
                </h3>
                <ul className="mt-4 grid gap-4 text-sm">
                  {[...position.applyTips, text.lastTip].map(({ lead, text: tip }) => (
                    <li key={lead} className="flex gap-2.5">
                      <Icon name="check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                      <p className="text-ink-muted">
                        <span className="block font-semibold text-ink">{lead}</span>
                        {tip}
                      </p>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </Card>
        );
      })}
      {/*
        After the form below lg. From lg the card itself, its own height, stays in view under the fixed
        header down the long form (position: sticky, no script): stretched to the form's end with its
        content sticky inside, it drew a tall empty frame (outside review HH).
      */}
      <Card className="order-last lg:sticky lg:top-24 lg:self-start">
        <div data-side-panel>
          {/*
          From lg, the form's four parts in view down the long form, each a way to its part and ticked as its
          legend is, by CSS alone; each says what it still needs from the first paint (an empty list of
          parts did not show it would track anything: outside review); gone once sent.
        */}
          <nav
            aria-labelledby="progress-title"
            className="mb-5 hidden border-b border-line pb-5 lg:block"
            data-progress
          >
            <style>{`${formProgressRules('main', parts, (id) => `[href="#${id}"]`)}${attentionRules(parts)}main:has([data-form-success]) [data-progress]{display:none}${noRoleRule}`}</style>
            <h2 id="progress-title" className="font-semibold text-ink">
              {text.progressTitle}
            </h2>
            {/*
            A stepper: each part's circle itself shows its state, its number kept (no tick or "!" dot on its
            corner, read as notification badges: outside review): open to do, filled with the accent once done,
            a red ring while a field is refused; the line to the next part fills as a part is done. Its state
            in words too, first for a screen reader ("Done:", "To do:", "Needs attention:").
          */}
            <ol className="mt-4 grid text-sm">
              {parts.map(({ id, title }, index) => (
                <li key={id}>
                  <a href={`#${id}`} className="relative flex gap-3 pb-4 text-ink hover:text-brand-700">
                    {/* The line down to the next part's circle, from under this one's (its place inline: no classes). */}
                    {index < parts.length - 1 && (
                      <>
                        <span aria-hidden="true" className="absolute w-0.5 bg-line" style={line} />
                        <span aria-hidden="true" data-done className="absolute w-0.5 bg-brand-600" style={line} />
                      </>
                    )}
                    <span aria-hidden="true" className="shrink-0">
                      <StepDisc data-todo>{index + 1}</StepDisc>
                      <StepDisc data-done className={doneDisc}>
                        {index + 1}
                      </StepDisc>
                      <StepDisc
                        data-attention
                        className="bg-surface-raised text-danger-700 ring-2"
                        style={attentionRing}
                      >
                        {index + 1}
                      </StepDisc>
                    </span>
                    <span>
                      <span className="block font-medium">{title}</span>
                      <span data-todo className="block text-ink-muted">
                        <span className="sr-only">{text.progressStates.todo}: </span>
                        {/* The role's part with a role already chosen (by the link) asks to check it, not to choose one (roleRules). */}
                        {id === 'application-role' ? (
                          <>
                            <span {...{ [panel]: 'none' }}>{text.progressNeeded[index]}</span>
                            <span {...{ [panel]: 'any' }}>{text.progressConfirm}</span>
                          </>
                        ) : (
                          text.progressNeeded[index]
                        )}
                      </span>
                      <span data-done className="block font-medium text-success-700">
                        {/* Said for the eye too: a filled circle alone never read as progress (outside review HH). */}
                        <span>{text.progressStates.done}: </span>
                        {text.progressDone[index]}
                      </span>
                      <span data-attention className="block font-medium text-danger-700">
                        <span className="sr-only">{text.progressStates.attention}: </span>
                        {text.progressAttention[index]}
                      </span>
                    </span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {/* Where to ask first. What happens once it is sent is said once, beside the face of who reads it (the role's panel above). */}
          {/* Only with a careers address set: unset, this form is the way in (lib/site/mail-or-form.ts). */}
          {mailOrForm('careers', {
            email: (
              <p className="text-sm leading-6 text-ink-muted" data-questions>
                {questions.before}
                <MailOrFormLink purpose="careers" className="font-medium" />
                {questions.after}
              </p>
            ),
            form: null,
          })}
          {/* Shown once a role is chosen: with none, the roles are in the panel above the form. */}
          {/* A rule of its own only under the questions line: without it the progress list's rule is the one (two rules 20 px apart read as a fault). */}
          <nav
            aria-labelledby="switch-title"
            className={mailOrForm('careers', { email: 'mt-5 border-t border-line pt-5', form: undefined })}
            {...{ [panel]: 'any' }}
          >
            <h2 id="switch-title" className="text-sm font-semibold text-ink">
              {text.otherRolesTitle}
            </h2>
            <RoleChips positions={positions} hideChosen />
          </nav>
        </div>
      </Card>
    </aside>
  );
}
