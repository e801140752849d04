import { ButtonLink } from '@/components/ui/Button';
import { applicationHref } from '@/lib/site/routes';

/** Apply Now for one position: the application form, with the position preselected by its exact title. */
export function ApplyNowLink({
  title,
  size = 'md',
  className,
}: {
  title: string;
  size?: 'md' | 'lg';
  className?: string;
}) {
  return (
    <ButtonLink href={applicationHref(title)} size={size} className={className}>
      Apply Now<span className="sr-only"> for {title}</span>
    </ButtonLink>
  );
}

/**
 * Apply Now kept at the screen's foot while a phone or a tablet reads the role (its only other ways in
 * are the side card above the text and the band after the team: a long scroll from either). It rides
 * the role's text and stops at its end; from lg the side card stays beside the text instead. min-w-0: the
 * title truncates, but as a grid item its whole width would still widen the column past a 320 px screen.
 */
export function ApplyBar({ title }: { title: string }) {
  return (
    <div className="sticky bottom-4 z-30 flex min-w-0 items-center justify-between gap-4 rounded-card border border-line bg-surface-raised p-3 pl-4 shadow-lg lg:hidden">
      <p className="min-w-0 truncate text-sm font-semibold text-ink">{title}</p>
      <ApplyNowLink title={title} className="shrink-0" />
    </div>
  );
}
