/** Utilities named by a prefix and a value ("px-4", "max-w-2xl"); each shorter prefix comes before its longer ones. */
const prefixGroups =
  'gap gap-x gap-y size w h min-w min-h max-w max-h inset inset-x inset-y top right bottom left z opacity items justify overflow overflow-x overflow-y'.split(
    ' ',
  );

const keywordGroups: Record<string, string> = {};
for (const keyword of 'block inline-block inline flex inline-flex grid inline-grid contents hidden'.split(' '))
  keywordGroups[keyword] = 'display';
for (const keyword of 'static fixed absolute relative sticky'.split(' ')) keywordGroups[keyword] = 'position';

/** The colours of app/globals.css: "brand-600", "ink-muted", "white/80". */
const color =
  '(white|black|transparent|current|ink|surface|line|(brand|success|warning|danger|slate)-\\d+)(-muted|-subtle)?(/\\d+)?';

/** Utilities whose group depends on the value; `$1` is the first captured part. */
const patternGroups: [RegExp, string][] = [
  [/^text-(xs|sm|base|lg|\d?xl)(\/\d+)?$/, 'font-size'],
  [/^text-(left|center|right|justify)$/, 'text-align'],
  [/^font-(light|normal|medium|semibold|bold)$/, 'font-weight'],
  [new RegExp(`^(text|bg|border|ring|shadow)-${color}$`), '$1-color'],
  [/^(border(-[xytrbl])?)(-\d+)?$/, '$1'],
  [/^(rounded(-[tblr])?)(-(none|sm|md|lg|\d?xl|full|card))?$/, '$1'],
  [/^shadow(-(none|sm|md|lg|\d?xl|header))?$/, 'shadow'],
  [/^ring(-\d+)?$/, 'ring'],
];

/** A shorthand replaces the longhands written before it: `p-6` after `px-4` leaves `p-6`. */
const longhands: Record<string, string[]> = {
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l'],
};
for (const box of ['p', 'm', 'border-']) {
  const sides = ['x', 'y', 't', 'r', 'b', 'l'].map((side) => box + side);
  if (box !== 'border-') prefixGroups.push(box, ...sides);
  longhands[box.replace('-', '')] = sides;
  longhands[`${box}x`] = [`${box}r`, `${box}l`];
  longhands[`${box}y`] = [`${box}t`, `${box}b`];
}

/** The group of a utility without its variants: "max-w-2xl" -> "max-w", "bg-white/80" -> "bg-color". */
function groupOf(utility: string): string | undefined {
  const group = keywordGroups[utility] ?? prefixGroups.filter((prefix) => utility.startsWith(`${prefix}-`)).pop();
  if (group) return group;
  for (const [pattern, name] of patternGroups) {
    const match = pattern.exec(utility);
    if (match) return name.replace('$1', match[1]!);
  }
}

/**
 * Joins class names (falsy ones skipped), a later utility replacing an earlier one of its group
 * under the same variants, so a caller's `hidden` beats a primitive's `inline-flex`. For the groups
 * above this is what tailwind-merge's twMerge(clsx(...)) does (tests/unit/cn.test.ts compares the
 * two), in a fraction of the bytes: cn runs in the header and the chat toggle, so it is in every
 * page's JavaScript, where twMerge would add 8 KB gzipped and the budget leaves 1 KB. Utilities of
 * other groups are kept as written.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  const names = classes.filter(Boolean).join(' ').split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = names.length - 1; index >= 0; index -= 1) {
    const name = names[index]!;
    // "sm:hover:-mt-1" -> variants "sm:hover", utility "mt-1" (a colon inside [...] is not a variant's).
    const variants = name.split(/:(?![^[]*\])/);
    const group = groupOf(variants.pop()!.replace(/^-/, ''));
    const key = `${variants.join(':')}:`;
    if (group) {
      if (taken.has(key + group)) continue;
      for (const conflicting of [group, ...(longhands[group] ?? [])]) taken.add(key + conflicting);
    }
    if (name) kept.push(name);
  }
  return kept.reverse().join(' ');
}
