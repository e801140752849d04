import { Badge } from '@/components/ui/Badge';
import { Icon } from '@/components/ui/Icon';
import type { Fact } from '@/components/ui/FactList';
import type { Position } from '@/lib/content/careers';
import { formatUsd } from '@/lib/util/number';
import type { IconId } from '@/lib/brand/icon-sprite';
import type { ReactNode } from 'react';
import { mdToLg } from '@/lib/util/media';

const employmentTypes: Record<Position['employmentType'], string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
};

/** "$120,000 – $150,000 per year" */
export const formatSalary = ({ min, max }: Position['salary']) => `${formatUsd(min)} – ${formatUsd(max)} per year`;

/** A fact of the position, with the mark it is set beside. */
export type PositionFact = Fact & { icon: IconId };

/** What the position's card calls the facts it adds: time zones, the first reply and the posting date. */
export type GlanceText = {
  timeZones: string;
  timeZonesValue: string;
  reply: string;
  replyValue: string;
  posted: string;
};

/**
 * The role at a glance, said once on its page, in its card under Apply Now: the pay first, then where
 * and when you would work, the team and the terms, how soon we reply and when it was posted.
 */
export const positionFacts = (position: Position, text: GlanceText, posted: ReactNode): PositionFact[] => [
  { term: 'Salary', value: formatSalary(position.salary), icon: 'tag' },
  { term: 'Location', value: position.location, icon: 'globe' },
  { term: text.timeZones, value: text.timeZonesValue, icon: 'clock' },
  { term: 'Team', value: position.department, icon: position.icon ?? 'users' },
  { term: 'Employment type', value: employmentTypes[position.employmentType], icon: 'file' },
  { term: text.reply, value: text.replyValue, icon: 'mail' },
  { term: text.posted, value: posted, icon: 'calendar' },
];

/**
 * A role's small facts on its /careers card, on one wrapping row: where (a badge), the terms unless
 * full-time (which the page's glance says once for all: four cards of "Full-time" read as repeats,
 * outside review) and the pay (the team is said over the title).
 */
export function PositionMeta({ position }: { position: Position }) {
  return (
    <dl className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-muted">
      <div>
        <dt className="sr-only">Location</dt>
        <dd>
          <Badge tone="success">{position.location}</Badge>
        </dd>
      </div>
      {position.employmentType !== 'FULL_TIME' && (
        <div>
          <dt className="sr-only">Employment type</dt>
          <dd>{employmentTypes[position.employmentType]}</dd>
        </div>
      )}
      <div>
        <dt className="sr-only">Salary</dt>
        <dd className="font-semibold text-ink">{formatSalary(position.salary)}</dd>
      </div>
    </dl>
  );
}

/**
 * A position's facts once, in its card under Apply Now (a thin card of a button and a few lines beside a
 * long role read as an afterthought, the facts in a row under the title as a second list: outside
 * review): each on a row of its own, its mark and term on the left and its value on the right.
 */
export function PositionFacts({ facts }: { facts: PositionFact[] }) {
  return (
    <>
      {/* From 768 to 1023 px the card runs the page's width: two columns of facts there, each term near its
          value (one column left them some 600 px apart: outside review III). In the page's own style. */}
      <style>{`${mdToLg}{[data-position-facts]{display:grid;grid-template-columns:1fr 1fr;column-gap:2.5rem}}`}</style>
      <dl data-position-facts className="mt-4 divide-y divide-line border-t border-line text-sm">
        {facts.map((fact) => (
          <div key={fact.term} className="flex items-start justify-between gap-4 py-2">
            <dt className="flex shrink-0 items-center gap-2 text-ink-muted">
              <Icon name={fact.icon} className="size-4 text-brand-600" />
              {fact.term}
            </dt>
            <dd className="text-right font-medium text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
