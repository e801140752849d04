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
 * groups apart. Styled by the .theme-switcher rules in app/globals.css (the tile, the transparent
 * radio over it, the icon), as every page carries it twice.
 */
export function ThemeSwitcher({ name, className }: { name: string; className?: string }) {
  return (
    <fieldset className={cn('theme-switcher', className)}>
      <legend className="sr-only">Color theme</legend>
      {themeChoices.map((choice) => (
        <label key={choice} title={choiceLabels[choice].label}>
          <input
            type="radio"
            name={name}
            value={choice}
            // Spread only where true: a false one costs each copy's payload a "defaultChecked":false.
            {...{ [THEME_CHOICE_ATTRIBUTE]: '', ...(choice === 'system' && { defaultChecked: true }) }}
          />
          <Icon name={choiceLabels[choice].icon} />
          <span className="sr-only">{choiceLabels[choice].label}</span>
        </label>
      ))}
    </fieldset>
  );
}
