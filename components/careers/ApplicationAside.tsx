import { Card } from '@/components/ui/Card';
import { Icon } from '@/components/ui/Icon';
import { CheckList } from '@/components/ui/CheckList';
import { Portrait } from '@/components/marketing/Portrait';
import { formatSalary } from '@/components/careers/PositionMeta';
import { hiringManagerOf, type TeamMember } from '@/components/careers/HiringManager';
import { fillTemplate } from '@/lib/content/schemas';
import type { Position } from '@/lib/content/careers';
import { cssString } from '@/lib/first-paint/native-choices';
import { TextLink } from '@/components/ui/TextLink';
import { Link } from '@/components/ui/Link';
import { MailOrFormLink } from '@/components/ui/MailOrFormLink';
import { mailOrForm } from '@/lib/site/mail-or-form';
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
};

/** The form's position select (components/forms/ApplicationForm.tsx), whose chosen option the aside follows. */
const positionSelect = 'select[name="position"]';
const panel = 'data-role-panel';
const chip = 'data-role-chip';
const tips = 'data-role-tips';
const sent = 'data-sent';

/**
 * Which panel shows follows the form's chosen position through CSS alone (`:has()` on the chosen
 * <option>), so it needs no JavaScript and changes the moment the query preselects a role or the
 * reader picks another: nothing chosen (no or an unknown ?position=) shows the "none" panel, until
 * the form is sent; a role shows its own panel (and its link under the form's Position) and drops its
 * chip from the switch. Written into a <style> (allowed by
 * hash in the CSP, scripts/build/csp.mjs).
 */
export function roleRules(positions: Pick<Position, 'title' | 'slug'>[]) {
  // Chosen in the select, or, once sent (the select gone), named by the thank-you (ApplicationForm's
  // data-sent): the role's card stays beside it (it emptied the side column: outside review DDD2).
  const chosen = (value: string) =>
    `main:has(:is(${positionSelect} option[value=${cssString(value)}]:checked,[${sent}=${cssString(value)}]))`;
  const any = `main:has(:is(${positionSelect} option:checked:not([value=""]),[${sent}]))`;
  return [
    `[${panel}]:not([${panel}="none"]){display:none}`,
    `${any} [${panel}="none"]{display:none}`,
    `${any} [${panel}="any"]{display:revert}`,
    ...positions.map(
      ({ title, slug }) =>
        `${chosen(title)} [${panel}=${cssString(slug)}]{display:revert}${chosen(title)} [${chip}=${cssString(slug)}]{display:none}`,
    ),
    // Once sent, the select is gone: no "Which Role Is Yours?" beside the thank-you, nor tips or "Questions before
    // you apply?" for a form sent (outside review FFF; over the rules above, which a chosen role's longer selectors
    // would otherwise win).
    `main:has([data-form-success]) :is([${panel}="none"],[${tips}],[${panel}] section,[data-questions]){display:none!important}`,
    // What to read meanwhile, under the thank-you only (the page's form footer holds it).
    `main:not(:has([data-form-success])) [data-after-sent]{display:none}`,
  ].join('');
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

/**
 * The open roles, each a link that chooses it in the form (through ?position=) over what it would have
 * you own, so a reader unsure of the role sees what each is about (small chips named them alone); in the
 * switch to another role the chosen one drops out (roleRules).
 */
/**
 * The roles as a ruled list of rows, each row a link as a whole: the title in ink with the site's arrow, what the
 * role owns under it (underlined body links with a line each read as loose text, not a list: outside review RRRR).
 */
function RoleList({ positions }: { positions: Position[] }) {
  return (
    <ul className="mt-3 text-sm">
      {positions.map((position) => (
        <li key={position.slug} className="relative border-t border-line py-3" {...{ [chip]: position.slug }}>
          <Link
            href={applicationHref(position.title)}
            className="flex items-center justify-between gap-2 font-semibold text-ink after:absolute after:inset-0 hover:text-brand-700"
          >
            {position.title}
            <Icon name="arrowRight" className="size-4 text-ink-subtle" />
          </Link>
          {position.owns && <p className="mt-0.5 text-ink-muted">{position.owns}</p>}
        </li>
      ))}
    </ul>
  );
}

/** What tells a role's hiring manager most, each a lead and a line. */
function TipList({ tips: items }: { tips: { lead: string; text: string }[] }) {
  return (
    <CheckList
      className="mt-4 grid gap-4 text-sm text-ink-muted"
      items={items.map(({ lead, text }) => (
        <>
          <span className="block font-semibold text-ink">{lead}</span>
          {text}
        </>
      ))}
    />
  );
}

/**
 * Around the application form (FormPage's asideFirst; the aside's box gives way): first, the role
 * being applied for in brief (its pay and place, who reads the application and when they reply: what
 * happens next, said once; what helps its application most, from xl in that card and below xl folded in it; the role's full
 * text and its team stay on its page), or with none chosen the roles to pick from; then where to ask
 * first and a switch to the other roles (a "What Happens Next" card there repeated the hiring story:
 * outside review; a list of the form's parts there repeated its own numbered headings: outside review
 * MM). Below xl they come before and after the form; from xl they are its side column, the second card
 * staying in view down the long form.
 */
export function ApplicationAside({
  positions,
  members,
  text,
  questions,
}: {
  positions: Position[];
  members: TeamMember[];
  text: AsideText;
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
          <RoleList positions={positions} />
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
              Below xl, where the card stands over the form, the same tips folded under their title, so they come
              before the submit button without pushing the form out of the first screen (after the form they came
              after the button: outside review GGGG; open over it, the form started below the first screen: NN).
            */}
            {position.applyTips && (
              <details className="group mt-4 border-t border-line pt-4 xl:hidden" {...{ [tips]: position.slug }}>
                <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-semibold text-ink">
                  {text.tipsTitle}
                  <Icon name="chevronDown" className="size-5 text-ink-subtle group-open:rotate-180" />
                </summary>
                <TipList tips={[...position.applyTips, text.lastTip]} />
              </details>
            )}
            {/*
              From xl, beside the long form, what tells its hiring manager most: the role's own, said only
              here (the side column ended halfway down the form, a tall empty band in a full-page capture:
              outside review HH).
            */}
            {position.applyTips && (
              <section
                aria-labelledby={`${position.slug}-tips`}
                className="mt-5 hidden border-t border-line pt-5 xl:block"
              >
                <h3 id={`${position.slug}-tips`} className="font-semibold text-ink">
                  {text.tipsTitle}
                </h3>
                <TipList tips={[...position.applyTips, text.lastTip]} />
              </section>
            )}
          </Card>
        );
      })}
      {/*
        After the form below xl; from xl under the role's card, itself in view under the fixed header down
        the long form (position: sticky, no script). With no careers address it holds only the switch, so
        it shows once a role is chosen (roleRules), not as an empty frame.
      */}
      <Card
        className="order-last xl:sticky xl:top-24 xl:self-start"
        data-side-panel
        {...mailOrForm('careers', { email: {}, form: { [panel]: 'any' } })}
      >
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
        <nav
          aria-labelledby="switch-title"
          className={mailOrForm('careers', { email: 'mt-5 border-t border-line pt-5', form: undefined })}
          {...{ [panel]: 'any' }}
        >
          <h2 id="switch-title" className="text-sm font-semibold text-ink">
            {text.otherRolesTitle}
          </h2>
          <RoleList positions={positions} />
        </nav>
      </Card>
    </aside>
  );
}
