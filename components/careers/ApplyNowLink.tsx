import { ButtonLink } from '@/components/ui/Button';
import { applicationHref } from '@/lib/site/routes';
import { fromSm } from '@/lib/util/media';

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
 * The bar's edge-to-edge reach: the page container's padding taken back, so it spans the screen as a phone's
 * action bar does (a floating card with the text showing under and beside it read as covering the role's
 * quote: outside review LLL). Its shadow falls upward, onto what it rides over; where the role's text ends it
 * rests on the band after it, the body's foot padding given up under lg (it stopped mid-screen, its shadow over
 * a gap: outside review XXXX). The page's own rule: the shared CSS carries none of it.
 */
const barBleedRule =
  `.apply-bar{margin-inline:-1rem;padding-inline:1rem;box-shadow:0 -8px 16px -8px rgb(0 0 0/.12)}` +
  `${fromSm}{.apply-bar{margin-inline:-1.5rem;padding-inline:1.5rem}}` +
  `@media(max-width:63.98rem){[data-role-body]{padding-bottom:0}}`;

/**
 * Apply Now kept at the screen's foot while a phone or a tablet reads the role (its only other ways in
 * are the side card above the text and the band after the team: a long scroll from either). It rides
 * the role's text and stops at its end; from lg the side card stays beside the text instead. Docked to
 * the screen's foot across its width, under a rule, as an app's action bar. min-w-0: the title truncates,
 * but as a grid item its whole width would still widen the column past a 320 px screen.
 */
export function ApplyBar({ title }: { title: string }) {
  return (
    <div className="apply-bar sticky bottom-0 z-30 flex min-w-0 items-center justify-between gap-4 border-t border-line bg-surface-raised py-3 lg:hidden">
      <style>{barBleedRule}</style>
      <p className="min-w-0 truncate text-sm font-semibold text-ink">{title}</p>
      <ApplyNowLink title={title} className="shrink-0" />
    </div>
  );
}
