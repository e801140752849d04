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
  manager: string;
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
 * Around the application form, in its one column (FormPage's asideFirst; the aside's box gives way):
 * above the form, the role being applied for in brief (its pay and place, who reads the application,
 * the way back to its page: the role's full text stays there), or with none chosen the roles to pick
 * from; after it, a switch to the other roles and what happens next.
 */
export function ApplicationAside({
  positions,
  members,
  text,
  hiringHref,
}: {
  positions: Position[];
  members: TeamMember[];
  text: AsideText;
  hiringHref: string;
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
            <div className="grid gap-x-8 sm:grid-cols-2 sm:items-center">
              <div>
                <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{text.applyingFor}</p>
                <h2 id={`${position.slug}-chosen`} className="mt-1 text-xl font-bold tracking-tight text-ink">
                  {position.title}
                </h2>
                <p className="mt-1 text-sm text-ink-muted">
                  {formatSalary(position.salary)} · {position.location}
                </p>
              </div>
              <div className="mt-2 flex items-center gap-3 rounded-lg bg-surface-muted p-3 sm:mt-0">
                <Portrait name={manager.name} size={40} />
                <p className="text-sm leading-6 text-ink-muted">
                  {fillTemplate(text.manager, { name: manager.name, role: manager.role })}
                </p>
              </div>
            </div>
          </Card>
        );
      })}
      {/* After the form: once it is filled in, the other roles and what happens next. */}
      <Card className="order-last">
        {/* Shown once a role is chosen: with none, the roles are in the panel above the form. */}
        <nav aria-labelledby="switch-title" className="mb-5 border-b border-line pb-5" {...{ [panel]: 'any' }}>
          <h2 id="switch-title" className="text-sm font-semibold text-ink">
            {text.otherRolesTitle}
          </h2>
          <RoleChips positions={positions} hideChosen />
        </nav>
        <section aria-labelledby="after-title">
          <h2 id="after-title" className="font-semibold text-ink">
            {text.afterTitle}
          </h2>
          <p className="mt-1.5 text-sm leading-6 text-ink-muted">{text.afterText}</p>
          <ArrowLink href={hiringHref} className="mt-1 text-sm">
            {text.hiringLink}
          </ArrowLink>
        </section>
      </Card>
    </aside>
  );
}
