/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { cn } from '@/lib/util/cn';

// Under another name, so that Prettier's Tailwind plugin keeps these inputs in the order the tests are about.
const merge = cn;

/** Every token that the @theme blocks of app/globals.css define, by namespace: { color: ['ink', ...], ... }. */
function themeTokens() {
  const css = fs.readFileSync(path.join(process.cwd(), 'app', 'globals.css'), 'utf8');
  const tokens: Record<string, string[]> = {};
  for (const block of css.matchAll(/@theme\s*\{([\s\S]*?)\n\}/g))
    for (const [, namespace, name] of block[1]!.matchAll(
      /^\s*--(color|radius|shadow|font|animate|text)-([\w-]+)\s*:/gm,
    ))
      (tokens[namespace!] ??= []).push(name!);
  return tokens;
}

const tokens = themeTokens();
const colors = tokens.color ?? [];

describe('cn and the theme of app/globals.css', () => {
  it('finds the theme tokens', () => {
    expect(colors).toEqual(expect.arrayContaining(['ink', 'surface-raised', 'brand-600', 'brand-deepest', 'on-brand']));
  });

  it.each(colors)('merges the colour %s in text, bg, border, ring and shadow, with an opacity too', (color) => {
    for (const property of ['text', 'bg', 'border', 'ring', 'shadow']) {
      expect(merge(`${property}-transparent`, `${property}-${color}`)).toBe(`${property}-${color}`);
      expect(merge(`${property}-${color}`, `${property}-black/50`)).toBe(`${property}-black/50`);
      expect(merge(`${property}-${color}/40`, `${property}-[#fff]`)).toBe(`${property}-[#fff]`);
    }
    // A colour never replaces a size, a width or a style of the same property.
    expect(merge('text-sm', `text-${color}`)).toBe(`text-sm text-${color}`);
    expect(merge('border-2', 'border-dashed', `border-${color}`)).toBe(`border-2 border-dashed border-${color}`);
    expect(merge('ring-1', 'ring-inset', `ring-${color}`)).toBe(`ring-1 ring-inset ring-${color}`);
    expect(merge('shadow-sm', `shadow-${color}/10`)).toBe(`shadow-sm shadow-${color}/10`);
  });

  it.each(tokens.radius ?? [])('merges the radius %s', (radius) => {
    expect(merge('rounded-lg', `rounded-${radius}`)).toBe(`rounded-${radius}`);
    expect(merge(`rounded-${radius}`, 'rounded-none')).toBe('rounded-none');
  });

  it.each(tokens.shadow ?? [])('merges the shadow %s as a shadow, not a colour', (shadow) => {
    expect(merge('shadow-sm', `shadow-${shadow}`)).toBe(`shadow-${shadow}`);
    expect(merge(`shadow-${shadow}`, 'shadow-brand-900/10')).toBe(`shadow-${shadow} shadow-brand-900/10`);
  });

  it.each(tokens.font ?? [])('merges the font family %s', (font) => {
    expect(merge('font-sans', `font-${font}`)).toBe(`font-${font}`);
    expect(merge(`font-${font}`, 'font-semibold')).toBe(`font-${font} font-semibold`);
  });

  it('tells arbitrary sizes from arbitrary colours', () => {
    expect(merge('text-sm', 'text-[13px]')).toBe('text-[13px]');
    expect(merge('text-ink', 'text-[13px]')).toBe('text-ink text-[13px]');
    expect(merge('text-ink', 'text-[#0f1b3d]')).toBe('text-[#0f1b3d]');
    expect(merge('bg-surface', 'bg-[color:var(--brand)]')).toBe('bg-[color:var(--brand)]');
    expect(merge('bg-surface', 'bg-linear-to-r')).toBe('bg-surface bg-linear-to-r');
  });

  it('merges important only with important, in either spelling', () => {
    expect(merge('text-ink!', 'text-brand-700!')).toBe('text-brand-700!');
    expect(merge('!text-ink', '!text-brand-700')).toBe('!text-brand-700');
    expect(merge('text-ink!', 'text-brand-700')).toBe('text-ink! text-brand-700');
  });

  it('merges the same variants written in either order', () => {
    expect(merge('dark:hover:text-ink', 'hover:dark:text-brand-300')).toBe('hover:dark:text-brand-300');
    expect(merge('sm:hover:bg-surface', 'hover:bg-surface-muted')).toBe('sm:hover:bg-surface hover:bg-surface-muted');
  });
});
