import type { LogoTone } from '@/lib/content/case-studies';
import { cn } from '@/lib/cn';

const tones: Record<LogoTone, string> = {
  brand: 'text-brand-700',
  success: 'text-success-700',
  warning: 'text-warning-700',
};

/** A text mark for a customer's logo: its initials in a rounded square, named for screen readers. */
export function CaseStudyLogo({
  company,
  mark,
  tone,
  size = 48,
}: {
  company: string;
  mark: string;
  tone: LogoTone;
  size?: number;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role="img"
      aria-label={`${company} logo`}
      className={cn('shrink-0', tones[tone])}
    >
      <rect x="1" y="1" width="46" height="46" rx="12" fill="currentColor" />
      <text
        x="24"
        y="30.5"
        textAnchor="middle"
        fontSize="17"
        fontWeight="700"
        fill="#fff"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
      >
        {mark}
      </text>
    </svg>
  );
}
