import { FilterChip } from '@/components/ui/FilterChip';
import { choiceRules, cssString } from '@/lib/first-paint/native-choices';
import { RELEASE_KIND_ATTRIBUTE, RELEASE_KINDS_ATTRIBUTE } from './release-kind';

const GROUP_NAME = 'release-kind';

/** With one kind chosen, a release with none of that kind (a fix release, for New Features) leaves the list rather than stand there empty. */
const withoutRules = (values: string[]) =>
  `${values
    .map(
      (value) =>
        `body:has(input[name=${cssString(GROUP_NAME)}][value=${cssString(value)}]:checked) [${RELEASE_KINDS_ATTRIBUTE}]:not([${RELEASE_KINDS_ATTRIBUTE}~=${cssString(value)}])`,
    )
    .join(',')}{display:none}`;

/**
 * With one kind chosen, every release shows it, folded or not: the filter reads across all of them, and a folded
 * release's first changes and "And N more" give way to its changes of that kind (they would say them twice).
 */
const chosenKind = `body:has(input[name=${cssString(GROUP_NAME)}]:not([value=""]):checked) [${RELEASE_KINDS_ATTRIBUTE}]`;
const unfoldRule = `${chosenKind} details::details-content{content-visibility:visible}${chosenKind} summary [data-release-highlights]{display:none}`;

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
        {choiceRules({ name: GROUP_NAME, attribute: RELEASE_KIND_ATTRIBUTE, values: kinds.map(({ key }) => key) }) +
          withoutRules(kinds.map(({ key }) => key)) +
          unfoldRule}
      </style>
      {[{ key: '', title: allLabel }, ...kinds].map(({ key, title }) => (
        <FilterChip key={key || 'all'} name={GROUP_NAME} value={key} defaultChecked={key === ''}>
          {title}
        </FilterChip>
      ))}
    </fieldset>
  );
}
