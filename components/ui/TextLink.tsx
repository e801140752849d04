import type { ComponentProps } from 'react';
import { Link } from '@/components/ui/Link';
import { cn } from '@/lib/util/cn';

import { textLinkClasses } from './textLinkClasses';

export { textLinkClasses };

/** A link in running text (a mail address, "documentation", the way back to the open positions). */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn(textLinkClasses, className)} {...props} />;
}
