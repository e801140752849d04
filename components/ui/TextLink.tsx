import type { ComponentProps } from 'react';
import { Link } from '@/components/ui/Link';
import { cn } from '@/lib/util/cn';

/**
 * The look of a link in a sentence or under a control: the brand's colour, underlined, darker on
 * hover. Weight and spacing belong to the place it stands in.
 */
export const textLinkClasses = 'text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** A link in running text (a mail address, "documentation", the way back to the open positions). */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn(textLinkClasses, className)} {...props} />;
}
