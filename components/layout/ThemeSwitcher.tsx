import type { ReactNode } from 'react';
import { cn } from '@/lib/util/cn';
import { THEME_CHOICE_ATTRIBUTE, themeChoices, type ThemeChoice } from '@/lib/brand/theme';

const icon = (path: ReactNode) => (
  <svg
    viewBox="0 0 20 20"
    aria-hidden="true"
    className="pointer-events-none size-4"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    {path}
  </svg>
);

const choiceLabels: Record<ThemeChoice, { label: string; icon: ReactNode }> = {
  light: {
    label: 'Light',
    icon: icon(
      <>
        <circle cx="10" cy="10" r="3.25" />
        <path d="M10 2.5v1.5M10 16v1.5M2.5 10H4M16 10h1.5M4.7 4.7l1.06 1.06M14.24 14.24l1.06 1.06M4.7 15.3l1.06-1.06M14.24 5.76l1.06-1.06" />
      </>,
    ),
  },
  dark: { label: 'Dark', icon: icon(<path d="M16.5 12.2A6.75 6.75 0 0 1 7.8 3.5a6.75 6.75 0 1 0 8.7 8.7Z" />) },
  system: {
    label: 'System',
    icon: icon(
      <>
        <rect x="2.75" y="3.5" width="14.5" height="10" rx="1.5" />
        <path d="M7 16.5h6M10 13.5v3" />
      </>,
    ),
  },
};

/**
 * The three-way theme control: a radio group, so arrow keys move between the choices without any
 * script. The inline theme script (lib/brand/theme.ts) checks the stored choice and applies a new one,
 * so this component ships no event handlers. `name` keeps the header's and the mobile menu's
 * groups apart.
 */
export function ThemeSwitcher({ name, className }: { name: string; className?: string }) {
  return (
    <fieldset
      className={cn(
        'inline-flex items-center gap-0.5 rounded-full border border-line bg-surface-raised p-0.5',
        className,
      )}
    >
      <legend className="sr-only">Colour theme</legend>
      {themeChoices.map((choice) => (
        <label
          key={choice}
          title={choiceLabels[choice].label}
          className="relative inline-flex size-7 cursor-pointer items-center justify-center rounded-full text-ink-subtle transition-colors hover:text-ink has-checked:bg-brand-50 has-checked:text-brand-700 has-focus-visible:outline-3 has-focus-visible:outline-brand-500"
        >
          <input
            type="radio"
            name={name}
            value={choice}
            defaultChecked={choice === 'system'}
            {...{ [THEME_CHOICE_ATTRIBUTE]: '' }}
            // Transparent over the whole tile: a click anywhere on it lands on the radio itself.
            className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-full opacity-0"
          />
          {choiceLabels[choice].icon}
          <span className="sr-only">{choiceLabels[choice].label}</span>
        </label>
      ))}
    </fieldset>
  );
}
