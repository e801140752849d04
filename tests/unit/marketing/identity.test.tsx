import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { Portrait } from '@/components/marketing/Portrait';
import { Wordmark } from '@/components/ui/Wordmark';
import { categorySwatches, contrastRatio, darkThemeTones, swatchFor, swatches, toneFor } from '@/lib/brand/identity';
import { brandSymbolId, brandSymbolSprite, brandSymbols } from '@/lib/brand/wordmark';

describe('identity colours', () => {
  it('every swatch carries white text at AA contrast (4.5:1) at both ends of its gradient', () => {
    for (const [name, { from, to }] of Object.entries(swatches)) {
      expect([name, contrastRatio('#ffffff', from) >= 4.5]).toEqual([name, true]);
      expect([name, contrastRatio('#ffffff', to) >= 4.5]).toEqual([name, true]);
    }
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });

  it("vendors take one of their category's two tones, no tone shared between categories; companies and people their name colour", () => {
    expect(swatchFor({ name: 'Nora', category: 'Furniture' })).toBe(swatches.orange);
    expect(swatchFor({ name: 'Crystorama', category: 'Furniture' })).toBe(swatches.amber);
    expect(swatchFor({ name: 'Amazon MCF', category: 'Marketplaces' })).toBe(swatches.violet);
    expect(swatchFor({ name: 'Shopify', category: 'Marketplaces' })).toBe(swatches.indigo);
    const tones = Object.values(categorySwatches).flat();
    expect(new Set(tones).size).toBe(tones.length);
    // The same name gets the same colour wherever it appears, whatever its case or spacing.
    expect(swatchFor({ name: 'Maya Thompson' })).toBe(swatchFor({ name: ' maya thompson ' }));
    const team = ['Ethan Caldwell', 'Sofia Marquez', 'James Whitaker', 'Aisha Bello'];
    expect(new Set(team.map((name) => swatchFor({ name }))).size).toBeGreaterThan(1);
  });
});

/** The dark theme's lightest surface a wordmark sits on (app/globals.css, --color-surface-raised). */
const DARK_SURFACE = '#131c33';

describe('Wordmark', () => {
  const logo = { symbol: 'arc', type: 'caps' } as const;

  it('is the name as text beside a decorative symbol of the sprite, never letters in a tile (issue 49)', () => {
    const { container } = render(<Wordmark name="Nora" logo={logo} category="Furniture" />);
    const mark = container.querySelector<HTMLElement>('[data-brand]')!;
    expect(mark).toHaveTextContent(/^Nora$/);
    expect(mark.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(mark.querySelector('svg use')).toHaveAttribute('href', `/sprite.svg#${brandSymbolId('arc')}`);
    expect(mark.querySelector('span')).toHaveClass('uppercase');
  });

  it("takes its category's tone in light and a lighter one in dark (app/globals.css)", () => {
    const { container } = render(<Wordmark name="Nora" logo={logo} category="Furniture" />);
    const mark = container.querySelector<HTMLElement>('[data-brand]')!;
    expect(mark.style.getPropertyValue('--tone')).toBe(swatches.orange.from);
    expect(mark.style.getPropertyValue('--tone-dark')).toBe(toneFor({ name: 'Nora', category: 'Furniture' }).dark);
    const css = fs.readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
    expect(css).toMatch(/html\.dark \.wordmark > svg \{\s+color: var\(--tone-dark\);/);
    // Against the dark theme's surfaces the lighter tone keeps a graphic's 3:1 (light: the swatches pass 4.5:1 on white).
    for (const [name, tone] of Object.entries(darkThemeTones))
      expect([name, contrastRatio(tone, DARK_SURFACE) >= 3]).toEqual([name, true]);
  });

  it('every symbol is in the sprite the build writes', () => {
    const sprite = brandSymbolSprite().join('');
    for (const symbol of Object.keys(brandSymbols)) expect(sprite).toContain(`id="${brandSymbolId(symbol as 'arc')}"`);
  });
});

describe('Portrait', () => {
  it('is the person\'s build-written SVG, decorative beside the visible name (alt="")', () => {
    const { container } = render(
      <p>
        <Portrait name="Maya Thompson" /> Maya Thompson
      </p>,
    );
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/people/maya-thompson.svg');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '44');
  });
});
