import { ArrowLink } from '@/components/ui/ArrowLink';
import { TextLink } from '@/components/ui/TextLink';

/**
 * At the end of a role, above the last Apply Now (in one box with it; on a wide screen in the rail
 * under the role's side card): what happens once you apply. Each hiring step with when it happens
 * (the steps' full text is on /careers, a link away), and where to ask first.
 */
export function AfterYouApply({
  title,
  steps,
  before,
  email,
  after,
  hiringLink,
  hiringHref,
}: {
  title: string;
  steps: { title: string; when: string }[];
  before: string;
  email: string;
  after: string;
  hiringLink: string;
  hiringHref: string;
}) {
  return (
    <section aria-labelledby="apply-title" className="bg-surface-muted p-6">
      <h2 id="apply-title" className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      <ol className="mt-4 text-sm">
        {steps.map((step, index) => (
          <li key={step.title} className="flex items-baseline gap-3 py-1.5">
            <span aria-hidden="true" className="w-4 shrink-0 font-bold text-brand-700 tabular-nums">
              {index + 1}
            </span>
            <span className="font-semibold text-ink">{step.title}</span>
            <span className="ml-auto text-right text-ink-muted">{step.when}</span>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-col gap-2 border-t border-line pt-4 text-sm">
        <p className="text-ink-muted">
          {before}
          <TextLink href={`mailto:${email}`} className="font-medium break-words">
            {email}
          </TextLink>
          {after}
        </p>
        <ArrowLink href={hiringHref}>{hiringLink}</ArrowLink>
      </div>
    </section>
  );
}
