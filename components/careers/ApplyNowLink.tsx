import { ButtonLink } from '@/components/ui/Button';
import { applicationHref } from '@/lib/site/routes';

/** Apply Now for one position: the application form, with the position preselected by its exact title. */
export function ApplyNowLink({ title, size = 'md' }: { title: string; size?: 'md' | 'lg' }) {
  return (
    <ButtonLink href={applicationHref(title)} size={size}>
      Apply Now<span className="sr-only"> for {title}</span>
    </ButtonLink>
  );
}
