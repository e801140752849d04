import { ArrowLink } from '@/components/ui/ArrowLink';
import { TextLink } from '@/components/ui/TextLink';

/**
 * Beside a role while it is read (it stays in view): what happens once you apply, not a second
 * Apply Now. Each hiring step with when it happens (the steps' full text is on /careers, a link
 * away), and where to ask first.
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
    <section aria-labelledby="apply-title" className="rounded-card border border-line bg-surface-muted p-6">
      <h2 id="apply-title" className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      <ol className="mt-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex items-baseline gap-3 py-1.5 text-sm">
            <span aria-hidden="true" className="w-4 shrink-0 font-bold text-brand-700 tabular-nums">
              {index + 1}
            </span>
            <span className="font-semibold text-ink">{step.title}</span>
            <span className="ml-auto text-right text-ink-muted">{step.when}</span>
          </li>
        ))}
      </ol>
      <ArrowLink href={hiringHref} className="mt-3 text-sm">
        {hiringLink}
      </ArrowLink>
      <p className="mt-5 border-t border-line pt-4 text-sm text-ink-muted">
        {before}
        <TextLink href={`mailto:${email}`} className="font-medium break-words">
          {email}
        </TextLink>
        {after}
      </p>
    </section>
  );
}
