import { Link } from '@/components/ui/Link';
import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'outlineInverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700',
  secondary: 'border border-line bg-white text-ink shadow-sm hover:border-brand-300 hover:text-brand-700',
  ghost: 'text-ink hover:bg-brand-50 hover:text-brand-700',
  inverse: 'bg-white text-brand-800 shadow-sm hover:bg-brand-50',
  outlineInverse: 'text-white ring-1 ring-inset ring-white/70 hover:bg-white/10',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3 py-2 text-sm',
  md: 'px-4 py-2.5 text-sm',
  lg: 'px-6 py-3 text-base',
};

/** Class string of a button; for the rare element that is neither a <button> nor a link. */
export function buttonClasses({ variant = 'primary', size = 'md', className }: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(base, variants[variant], sizes[size], className);
}

type ButtonProps = ComponentPropsWithoutRef<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

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
