/** Utilities named by a prefix and a value ("px-4", "max-w-2xl"); each shorter prefix comes before its longer ones. */
const prefixGroups =
  'gap gap-x gap-y size w h min-w min-h max-w max-h inset inset-x inset-y top right bottom left z opacity items justify overflow overflow-x overflow-y leading tracking grid-cols grid-rows rotate translate-x translate-y cursor'.split(
    ' ',
  );

const keywordGroups: Record<string, string> = {};
for (const keyword of 'block inline-block inline flex inline-flex grid inline-grid contents hidden'.split(' '))
  keywordGroups[keyword] = 'display';
for (const keyword of 'static fixed absolute relative sticky'.split(' ')) keywordGroups[keyword] = 'position';
for (const keyword of 'flex-row flex-row-reverse flex-col flex-col-reverse'.split(' '))
  keywordGroups[keyword] = 'flex-direction';

/** Values of text-* that are not colours: sizes are below, these are other properties. */
const textNotColor = /^(left|center|right|justify|start|end|wrap|nowrap|balance|pretty|ellipsis|clip|shadow.*)$/;
/** Values of bg-* that are a background image, size, position or behaviour, not a colour. */
const bgNotColor =
  /^(none|fixed|local|scroll|auto|cover|contain|center|top|bottom|left|right|(left|right)-(top|bottom)|repeat.*|no-repeat|clip-.*|origin-.*|blend-.*|gradient-.*|linear-.*|radial.*|conic.*|position-.*|size-.*|\[url\(.*)$/;
/** An arbitrary value that is a colour: `text-[#fff]`, `bg-[rgb(0_0_0)]`, `border-[color:var(--x)]`. */
const arbitraryColor = /^\[(#|(rgb|hsl|oklch|oklab|lab|lch|color)\(|color:)/;
/** A tailwind size name or an arbitrary length: `sm`, `2xl`, `[13px]`, `[length:var(--x)]`. */
const sizeName = /^((2?xs|sm|base|md|lg|\d?xl|inner|none)|\[[\d.]+[a-z%]*\]|\[length:.*)$/;

/**
 * The colour group of `text-ink`, `bg-surface-raised/80`, `border-line-control`, `ring-brand-500`,
 * `shadow-brand-900/10`: any value that is not one of the property's other kinds, so a new theme
 * colour merges without a change here (tests/unit/cn.test.ts reads every token of app/globals.css).
 */
function colorGroup(property: string, value: string): string | undefined {
  const plain = value.replace(/\/[\w.]+$/, '');
  if (arbitraryColor.test(plain)) return `${property}-color`;
  if (plain.startsWith('[')) return undefined;
  if (property === 'text') return sizeName.test(plain) || textNotColor.test(plain) ? undefined : 'text-color';
  if (property === 'bg') return bgNotColor.test(plain) ? undefined : 'bg-color';
  if (property === 'border')
    return /^([xytrbl]|[xytrbl]-.*|\d+|solid|dashed|dotted|double|hidden|none|collapse|separate|spacing.*)$/.test(plain)
      ? undefined
      : 'border-color';
  if (property === 'ring') return /^(\d+|inset|offset.*)$/.test(plain) ? undefined : 'ring-color';
  return sizeName.test(plain) ? undefined : 'shadow-color';
}

/** Utilities whose group depends on the value; `$1` is the first captured part. */
const patternGroups: [RegExp, string][] = [
  [/^text-((xs|sm|base|lg|\d?xl)(\/\d+)?|\[[\d.]+[a-z%]*\]|\[length:.*)$/, 'font-size'],
  [/^text-(left|center|right|justify)$/, 'text-align'],
  [/^font-(light|normal|medium|semibold|bold)$/, 'font-weight'],
  [/^font-(sans|mono|serif)$/, 'font-family'],
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
  // A font size sets its line height too (`text-sm` is `text-sm/5`), so it replaces a `leading-*` before it.
  'font-size': ['leading'],
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
  const colored = /^(text|bg|border|ring|shadow)-(.+)$/.exec(utility);
  if (colored) return colorGroup(colored[1]!, colored[2]!);
}

/**
 * Joins class names (falsy ones skipped), a later utility replacing an earlier one of its group
 * under the same variants, so a caller's `hidden` beats a primitive's `inline-flex`. For the groups
 * above this is what tailwind-merge's twMerge(clsx(...)) does (tests/unit/cn.test.ts compares the
 * two on every class list the site passes to cn), in a fraction of the bytes: cn runs in the header and the chat toggle, so it is in every
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
    const utility = variants.pop()!;
    // Important (`!text-ink` or v4's `text-ink!`) only meets important; the variants' order does not matter.
    const important = /^!|!$/.test(utility);
    const group = groupOf(utility.replace(/^!|!$/g, '').replace(/^-/, ''));
    const key = `${variants.sort().join(':')}:${important ? '!' : ''}`;
    if (group) {
      if (taken.has(key + group)) continue;
      for (const conflicting of [group, ...(longhands[group] ?? [])]) taken.add(key + conflicting);
    }
    if (name) kept.push(name);
  }
  return kept.reverse().join(' ');
}
