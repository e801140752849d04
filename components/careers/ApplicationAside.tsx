import { ArrowLink } from '@/components/ui/ArrowLink';
import { ButtonLink } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Portrait } from '@/components/marketing/Portrait';
import { formatSalary } from '@/components/careers/PositionMeta';
import { hiringManagerOf, type TeamMember } from '@/components/careers/HiringManager';
import { fillTemplate } from '@/lib/content/schemas';
import type { Position } from '@/lib/content/careers';
import { cssString } from '@/lib/first-paint/native-choices';
import { applicationHref } from '@/lib/site/routes';

type AsideText = {
  rolesTitle: string;
  otherRolesTitle: string;
  chooseTitle: string;
  chooseText: string;
  applyingFor: string;
  roleLink: string;
  afterTitle: string;
  afterText: string;
  hiringLink: string;
};

/** The form's position select (components/forms/ApplicationForm.tsx), whose chosen option the aside follows. */
const positionSelect = 'select[name="position"]';
const panel = 'data-role-panel';
const chip = 'data-role-chip';

/**
 * Which panel shows follows the form's chosen position through CSS alone (`:has()` on the chosen
 * <option>), so it needs no JavaScript and changes the moment the query preselects a role or the
 * reader picks another: nothing chosen (no or an unknown ?position=) shows the "none" panel; a
 * role shows its own panel and drops its chip from the switch. Written into a <style> (allowed by
 * hash in the CSP, scripts/build/csp.mjs).
 */
export function roleRules(positions: Pick<Position, 'title' | 'slug'>[]) {
  const chosen = (value: string) => `main:has(${positionSelect} option[value=${cssString(value)}]:checked)`;
  return [
    `[${panel}]:not([${panel}="none"]){display:none}`,
    `main:has(${positionSelect} option:checked:not([value=""])) [${panel}="none"]{display:none}`,
    `main:has(${positionSelect} option:checked:not([value=""])) [${panel}="any"]{display:revert}`,
    ...positions.map(
      ({ title, slug }) =>
        `${chosen(title)} [${panel}=${cssString(slug)}]{display:revert}${chosen(title)} [${chip}=${cssString(slug)}]{display:none}`,
    ),
  ].join('');
}

/**
 * Beside the application form: the role being applied for (its pay, place, hiring manager and the
 * way back to its page). On a phone it comes before the form; the rest (ApplicationAsideMore) after it.
 */
export function ApplicationAside({
  positions,
  members,
  managerLine,
  text,
}: {
  positions: Position[];
  members: TeamMember[];
  /** "{name}, {role}, reads every application..." */
  managerLine: string;
  text: AsideText;
}) {
  return (
    <aside aria-label={text.rolesTitle}>
      <style>{roleRules(positions)}</style>
      <Card as="section" {...{ [panel]: 'none' }} aria-labelledby="choose-title">
        <h2 id="choose-title" className="text-lg font-bold tracking-tight text-ink">
          {text.chooseTitle}
        </h2>
        <p className="mt-1.5 text-sm leading-6 text-ink-muted">{text.chooseText}</p>
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
            <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{text.applyingFor}</p>
            <h2 id={`${position.slug}-chosen`} className="mt-1 text-xl font-bold tracking-tight text-ink">
              {position.title}
            </h2>
            <dl className="mt-4 grid gap-1.5 text-sm">
              {[
                ['Salary', formatSalary(position.salary)],
                ['Location', position.location],
                ['Team', position.department],
              ].map(([term, value]) => (
                <div key={term} className="flex justify-between gap-4">
                  <dt className="text-ink-muted">{term}</dt>
                  <dd className="text-right font-semibold text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-5 flex gap-3 border-t border-line pt-4">
              <Portrait name={manager.name} size={40} />
              <p className="text-sm leading-6 text-ink-muted">
                {fillTemplate(managerLine, { name: manager.name, role: manager.role })}
              </p>
            </div>
            <ArrowLink href={position.href} className="mt-2 text-sm">
              {text.roleLink}
            </ArrowLink>
          </Card>
        );
      })}
    </aside>
  );
}

/**
 * Under the chosen role (after the form on a phone), in one card so the column reads as one piece: a
 * compact switch to the other roles, then what happens once you apply.
 */
export function ApplicationAsideMore({
  positions,
  text,
  hiringHref,
}: {
  positions: Position[];
  text: AsideText;
  hiringHref: string;
}) {
  return (
    <Card>
      <nav aria-labelledby="switch-title">
        <h2 id="switch-title" className="text-sm font-semibold text-ink">
          <span {...{ [panel]: 'none' }}>{text.rolesTitle}</span>
          <span {...{ [panel]: 'any' }}>{text.otherRolesTitle}</span>
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {positions.map((position) => (
            <li key={position.slug} {...{ [chip]: position.slug }}>
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
      </nav>
      <section aria-labelledby="after-title" className="mt-5 border-t border-line pt-5">
        <h2 id="after-title" className="font-semibold text-ink">
          {text.afterTitle}
        </h2>
        <p className="mt-1.5 text-sm leading-6 text-ink-muted">{text.afterText}</p>
        <ArrowLink href={hiringHref} className="mt-1 text-sm">
          {text.hiringLink}
        </ArrowLink>
      </section>
    </Card>
  );
}
