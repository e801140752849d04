/**
 * A small SVG writer for the drawings the build renders to files (app/scenes/): elements as
 * strings with every attribute and text escaped, and a width estimate for laying text out.
 */

type AttributeValue = string | number | undefined | false;
export type SvgAttributes = Record<string, AttributeValue>;

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

/** Numbers to two decimals at most, so coordinates stay short. */
const formatNumber = (value: number) => String(Math.round(value * 100) / 100);

function attributes(attrs: SvgAttributes): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== false)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? formatNumber(value) : escapeXml(value)}"`)
    .join('');
}

/** An element; children are markup already written by `svg` or `svgText`. */
export function svg(tag: string, attrs: SvgAttributes = {}, ...children: string[]): string {
  const inner = children.join('');
  return inner ? `<${tag}${attributes(attrs)}>${inner}</${tag}>` : `<${tag}${attributes(attrs)}/>`;
}

/** A text element; its content is escaped here. */
export const svgText = (attrs: SvgAttributes, content: string) =>
  `<text${attributes(attrs)}>${escapeXml(content)}</text>`;

/*
 * Advance widths of the page's sans-serif (Geist, weight 500) in em, to 0.04 em, measured in Chromium:
 * close enough to size a badge around a word or to wrap a label, which is all a drawing needs.
 */
const advanceGroups: [string, number][] = [
  [",.'·", 0.2],
  [' !', 0.24],
  ['()I`ijl|', 0.28],
  [':;', 0.32],
  ['"[]', 0.36],
  ['1frt{}', 0.4],
  ['*-^', 0.44],
  ['/\\', 0.48],
  ['#7~−', 0.52],
  ['+<=>?TZ_acsvyz', 0.56],
  ['69EFJLYbdeghknopqux…–', 0.6],
  ['$&23458SX', 0.64],
  ['0ABKPRUV', 0.68],
  ['CDGH', 0.72],
  ['NOQ', 0.76],
  ['%', 0.8],
  ['w→', 0.84],
  ['Mm', 0.88],
  ['@', 0.92],
  ['W', 0.96],
];
const advances = new Map(advanceGroups.flatMap(([chars, width]) => [...chars].map((char) => [char, width] as const)));

/** About how wide `text` is at `size` px (semibold runs about 2% wider, which the margins absorb). */
export function textWidth(text: string, size: number): number {
  let ems = 0;
  for (const char of text) ems += advances.get(char) ?? 0.6;
  return ems * size;
}

/** `text` cut to `width` px with an ellipsis, as CSS's `truncate` would. */
export function fitText(text: string, size: number, width: number): string {
  if (textWidth(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Words in lines of at most `width` px at `size` px (a word longer than a line keeps its own line). */
export function wrapText(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, size) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
