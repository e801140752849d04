import type { ReactNode } from 'react';
import { Link } from '@/components/ui/Link';
import { keepRangesWhole } from '@/components/ui/WholeRanges';
import type { AfterSentText } from '@/lib/content/schemas';
import { cn } from '@/lib/util/cn';
import { StepDisc } from './StepDisc';

const subheading = 'text-sm font-semibold tracking-wide text-ink-muted uppercase';

/**
 * Under a form's thank-you (SuccessPanel's `more`): what happens next, as numbered steps, then pages to read
 * meanwhile, each a card. Server markup the form places, so its words cost no JavaScript. Side by side where the
 * card is wide (Contact), one under the other with `stacked` (a form in a side column: a vendor page). A thank-you
 * of one line left the card an empty box (outside review DDD2: the vendor request and the application).
 */
export function AfterSent({
  id,
  text,
  stacked = false,
  chatAction,
}: {
  id: string;
  text: AfterSentText;
  stacked?: boolean;
  /**
   * A step's button that opens the chat, drawn by the page that has one (Contact's ChatAction): a client component
   * imported here would ship with every page that shows a thank-you, chat button or not.
   */
  chatAction?: (label: string) => ReactNode;
}) {
  const { stepsTitle, steps = [], readsTitle, reads = [] } = text;
  const both = steps.length > 0 && reads.length > 0;
  return (
    <div className={cn('mt-8 grid gap-8 border-t border-line pt-8 text-left', both && !stacked && 'sm:grid-cols-2')}>
      {steps.length > 0 && (
        <section aria-labelledby={`${id}-next-title`}>
          <h4 id={`${id}-next-title`} className={subheading}>
            {stepsTitle}
          </h4>
          <ol className="mt-4 space-y-5">
            {steps.map((step, index) => (
              <li key={step.title} className="flex gap-3">
                <StepDisc>{index + 1}</StepDisc>
                <div>
                  <p className="font-semibold text-ink">{step.title}</p>
                  <p className="mt-1 text-sm leading-6 text-ink-muted">{keepRangesWhole(step.text)}</p>
                  {step.chatButton && chatAction?.(step.chatButton)}
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}
      {reads.length > 0 && (
        <section aria-labelledby={`${id}-reads-title`}>
          <h4 id={`${id}-reads-title`} className={subheading}>
            {readsTitle}
          </h4>
          <ul
            className={cn(
              'mt-4 grid gap-3',
              !both && reads.length > 1 && (reads.length === 3 ? 'md:grid-cols-3' : 'sm:grid-cols-2'),
            )}
          >
            {reads.map((read) => (
              <li key={read.href}>
                <Link
                  href={read.href}
                  className="group block h-full rounded-lg border border-line p-4 transition-colors hover:border-brand-500"
                >
                  <span className="font-semibold text-ink group-hover:text-brand-700">{read.title}</span>
                  <span className="mt-1 block text-sm leading-6 text-ink-muted">{read.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
