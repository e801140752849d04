import type { IconId } from '@/lib/brand/icon-sprite';
import { Icon } from '@/components/ui/Icon';
import { cn } from '@/lib/util/cn';
import { THEME_CHOICE_ATTRIBUTE, themeChoices, type ThemeChoice } from '@/lib/brand/theme';

const choiceLabels: Record<ThemeChoice, { label: string; icon: IconId }> = {
  light: { label: 'Light', icon: 'sun' },
  dark: { label: 'Dark', icon: 'moon' },
  system: { label: 'System', icon: 'screen' },
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
          <Icon name={choiceLabels[choice].icon} className="pointer-events-none size-4" />
          <span className="sr-only">{choiceLabels[choice].label}</span>
        </label>
      ))}
    </fieldset>
  );
}
