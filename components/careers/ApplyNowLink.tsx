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
