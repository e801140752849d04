import type { ReactNode } from 'react';
import { CheckList } from '@/components/ui/CheckList';
import { keepHoursWhole } from '@/components/ui/WholeHours';
import { StepNumber, type Step } from '@/components/ui/Steps';
import type { Position } from '@/lib/content/careers';

/**
 * A role's page in designed blocks rather than one run of bullets (outside review: "a wall of bullet
 * lists"): what you would do as a plain list under the opening, what we look for as one tinted checklist, and the first
 * three months as a timeline. Body copy at 16 px in ink; each block titled by an h2 (the page's outline).
 */
const title = 'text-2xl font-bold tracking-tight sm:text-3xl';

/**
 * A block's heading in the role's body, in strong type alone, the size of the page's section titles
 * from 640 px, so the sub-heads stand out of the text as a reader scans down (outside review: "a long
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

export function Responsibilities({ position }: { position: Position }) {
  return (
    <section aria-labelledby="responsibilities-title">
      <RoleHeading id="responsibilities-title">Responsibilities</RoleHeading>
      {/* A job post's plain list in the opening's type, in ink, with air between its items (six numbered boxes
          added weight, not meaning; grey text read as a wall: outside reviews). */}
      <ul className="mt-5 list-disc space-y-4 pl-5 text-lg/8 text-ink marker:text-brand-300">
        {position.responsibilities.map((item, index) => (
          <li key={index} className="pl-1">
            {keepHoursWhole(item)}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Qualifications({ position }: { position: Position }) {
  return (
    <section
      aria-labelledby="qualifications-title"
      className="rounded-card bg-surface-muted p-6 ring-1 ring-line sm:p-8"
    >
      <RoleHeading id="qualifications-title">Qualifications</RoleHeading>
      <CheckList size="base" items={position.qualifications.map(keepHoursWhole)} className="mt-5 grid gap-3 text-ink" />
    </section>
  );
}

/**
 * The first 90 days as three numbered steps, cards side by side from a wide column (stacked below),
 * on the band that ends the role: each stage's days over what you would do in it.
 */
export function FirstMonths({ title: heading, intro, steps }: { title: string; intro: string; steps: Step[] }) {
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
            <div className="flex items-center gap-3">
              <StepNumber n={index + 1} />
              <h3 className="font-semibold text-brand-700">{step.title}</h3>
            </div>
            <p className="mt-3 text-ink">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
