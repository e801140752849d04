import { Link } from '@/components/ui/Link';
import type { ComponentProps, ComponentPropsWithoutRef, ReactNode } from 'react';
import { cn } from '@/lib/util/cn';

type ButtonVariant = keyof typeof variants;
type ButtonSize = keyof typeof sizes;

/** The frame every button shares, named once in app/globals.css (`.btn`): pages send it many times. */
const base = 'btn';

const variants = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-deep',
  secondary: 'border border-line bg-surface-raised text-ink shadow-sm hover:border-brand-300 hover:text-brand-700',
  ghost: 'text-ink hover:bg-brand-50 hover:text-brand-700',
  /** Quiet, for a choice among several (tabs, filters); `soft` and `dark` mark the chosen one. */
  subtle: 'text-ink-muted hover:bg-surface-muted hover:text-brand-700',
  soft: 'bg-brand-50 text-brand-800',
  dark: 'bg-navy text-white',
  danger: 'border border-danger-700/40 bg-surface-raised text-danger-700 hover:bg-danger-50',
  success: 'border border-success-700/40 bg-success-50 text-success-700',
  /** On a dark or brand-coloured background. */
  inverse: 'bg-white text-brand-deeper shadow-sm hover:bg-on-brand',
  outlineInverse: 'text-white ring-1 ring-inset ring-white/70 hover:bg-white/10',
  quietInverse: 'border border-white/30 text-white hover:bg-white/10',
  ghostInverse: 'text-white hover:bg-white/15',
};

const sizes = {
  '2xs': 'rounded-md px-2.5 py-1 text-xs',
  xs: 'px-3 py-1.5 text-sm',
  sm: 'px-3 py-2 text-sm',
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
  /** A square for an icon; the button's name is its aria-label. */
  icon: 'size-11 shrink-0',
};

/** Class string of a button; for the rare element that is neither a <button> nor a link. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(base, variants[variant], sizes[size], className);
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

type ButtonLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Opens an external address in a new tab with rel="noopener noreferrer". */
  external?: boolean;
};

/** A link that looks like a button: internal links use the site's Link, external ones a plain <a>. */
export function ButtonLink({ href, variant, size, className, external, children, ...props }: ButtonLinkProps) {
  const classes = buttonClasses({ variant, size, className });
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={classes} {...props}>
      {children}
    </Link>
  );
}

/**
 * The buttons that open or close a page (a hero's actions, a closing band, a call to apply): one
 * width rule on every page (issue 24). Below sm they stack at full width, the primary first, so
 * the main action is the widest target under a thumb; from sm they sit side by side at their own
 * width.
 */
export function ButtonGroup({
  align = 'start',
  className,
  children,
}: {
  align?: 'start' | 'center';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      data-button-group=""
      className={cn(
        'flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center',
        align === 'center' && 'sm:justify-center',
        className,
      )}
    >
      {children}
    </div>
  );
}

/**
 * A band's one primary action (in a ButtonGroup) with quiet text links (ArrowLink) for the other
 * paths. The links sit outside the group: on a phone the button alone spans the column and the
 * links follow as text; on a wide screen they sit on the button's line.
 */
export function ActionRow({
  actions,
  links,
  align = 'start',
  className,
}: {
  actions: ReactNode;
  links?: ReactNode;
  align?: 'start' | 'center';
  className?: string;
}) {
  if (!links)
    return (
      <ButtonGroup align={align} className={className}>
        {actions}
      </ButtonGroup>
    );
  return (
    <div
      className={cn(
        'flex flex-col gap-x-6 gap-y-3 sm:flex-row sm:flex-wrap sm:items-center',
        align === 'center' && 'sm:justify-center',
        className,
      )}
    >
      <ButtonGroup align={align}>{actions}</ButtonGroup>
      <div className={cn('flex flex-wrap gap-x-6', align === 'center' && 'justify-center')}>{links}</div>
    </div>
  );
}
