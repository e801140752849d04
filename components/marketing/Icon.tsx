import { cn } from '@/lib/util/cn';
import type { IconName } from '@/lib/brand/icons';

/** Outline icons (24 x 24, stroke = currentColor), one path each for the names of lib/brand/icons.ts. Always decorative. */
const paths: Record<IconName, string> = {
  sync: 'M4 12a8 8 0 0 1 13.7-5.6L20 8.7M20 4v4.7h-4.7M20 12a8 8 0 0 1-13.7 5.6L4 15.3M4 20v-4.7h4.7',
  orders: 'M6 3h12l1 4H5l1-4Zm-1 4h14v13H5V7Zm4 4h6m-6 4h4',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4.5l3 2',
  chart: 'M4 20V4m0 16h16M8 16v-5m4 5V8m4 8v-3m4 3V6',
  catalog: 'M4 5h7v14H4zM13 5h7v6h-7zm0 8h7v6h-7z',
  sparkles:
    'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8L12 3Zm6 12 .8 2.2L21 18l-2.2.8L18 21l-.8-2.2L15 18l2.2-.8L18 15Z',
  tag: 'M3 12V4h8l10 10-8 8L3 12Zm5-4.5h.01',
  truck: 'M3 6h11v10H3zm11 4h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  shield: 'M12 3 4 6v6c0 4.5 3.4 8.1 8 9 4.6-.9 8-4.5 8-9V6l-8-3Zm-3.5 9 2.5 2.5 4.5-5',
  code: 'M8 8l-4 4 4 4m8-8 4 4-4 4M14 5l-4 14',
  workflow: 'M4 5h6v5H4zm10 9h6v5h-6zM7 10v4a2 2 0 0 0 2 2h5M17 14V9a2 2 0 0 0-2-2h-5',
  mobile: 'M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1Zm3 17h2',
  calendar: 'M4 6h16v14H4zm0 4h16M8 3v4m8-4v4m-8 7h3',
  store: 'M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9h16M9 20v-6h6v6',
  vendors:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6m1-9a3 3 0 0 0 0-6m2 15h3c0-2.8-1.6-5-4-5.7',
  rules: 'M4 6h10m4 0h2M4 12h4m4 0h8M4 18h12m4 0h0M16 4v4M10 10v4M18 16v4',
  monitor: 'M3 4h18v12H3zm6 16h6m-3-4v4M7 12l3-3 2 2 4-4',
  users:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 20c0-3 2.7-5 6-5s6 2 6 5m0-4.8c.6-.1 1.3-.2 2-.2 3.3 0 6 2 6 5',
  award: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12Zm-3.5-1L7 21l5-2.5 5 2.5-1.5-7',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7l1-8Z',
  lightbulb: 'M9 18h6m-5 3h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3Z',
  check: 'M5 12.5 10 17 19 7',
  cross: 'M6 6l12 12M18 6 6 18',
  plug: 'M9 3v5m6-5v5M6 8h12v3a6 6 0 0 1-12 0V8Zm6 9v4',
  file: 'M6 3h8l4 4v14H6V3Zm8 0v4h4M9 13h6m-6 4h6',
};

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn('size-6 shrink-0', className)}
    >
      <path d={paths[name]} />
    </svg>
  );
}

/** An icon in a soft brand-coloured tile, as used on feature cards. */
export function IconTile({ name, className }: { name: IconName; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100',
        className,
      )}
    >
      <Icon name={name} />
    </span>
  );
}
