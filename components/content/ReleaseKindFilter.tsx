import { FilterChip } from '@/components/ui/FilterChip';
import { choiceRules } from '@/lib/first-paint/native-choices';
import { RELEASE_KIND_ATTRIBUTE } from './release-kind';

const GROUP_NAME = 'release-kind';

/**
 * Shows one kind of change across every release (new features, improvements or bug fixes), or all
 * of them. Native radios: what the checked one leaves out, CSS hides (lib/first-paint/native-choices.ts),
 * so it works before hydration and without JavaScript, and needs no script at all.
 */
export function ReleaseKindFilter({ kinds, allLabel }: { kinds: { key: string; title: string }[]; allLabel: string }) {
  return (
    <fieldset className="flex min-w-0 flex-wrap gap-2">
      <legend className="sr-only">Show changes</legend>
      <style>
        {choiceRules({ name: GROUP_NAME, attribute: RELEASE_KIND_ATTRIBUTE, values: kinds.map(({ key }) => key) })}
      </style>
      {[{ key: '', title: allLabel }, ...kinds].map(({ key, title }) => (
        <FilterChip key={key || 'all'} name={GROUP_NAME} value={key} defaultChecked={key === ''}>
          {title}
        </FilterChip>
      ))}
    </fieldset>
  );
}
