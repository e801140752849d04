import { render } from '@testing-library/react';
import { Portrait } from '@/components/marketing/Portrait';
import { Wordmark } from '@/components/ui/Wordmark';
import { categorySwatches, contrastRatio, swatchFor, swatches } from '@/lib/brand/identity';
import { brandLettering, brandSymbolId, brandSymbolSprite, brandSymbols, type BrandSymbol } from '@/lib/brand/wordmark';

describe("the Home scene's category colours", () => {
  it('every swatch carries white text at AA contrast (4.5:1) at both ends of its gradient', () => {
    for (const [name, { from, to }] of Object.entries(swatches)) {
      expect([name, contrastRatio('#ffffff', from) >= 4.5]).toEqual([name, true]);
      expect([name, contrastRatio('#ffffff', to) >= 4.5]).toEqual([name, true]);
    }
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });

  it("vendors take one of their category's two tones, no tone shared between categories", () => {
    expect(swatchFor({ name: 'Nora', category: 'Furniture' })).toBe(swatches.orange);
    expect(swatchFor({ name: 'Crystorama', category: 'Furniture' })).toBe(swatches.amber);
    expect(swatchFor({ name: ' crystorama ', category: 'Furniture' })).toBe(swatches.amber);
    const tones = Object.values(categorySwatches).flat();
    expect(new Set(tones).size).toBe(tones.length);
  });
});

describe('Wordmark', () => {
  it('is the name as text on one line beside a decorative symbol of the sprite, never letters (issue 49)', () => {
    const { container } = render(<Wordmark name="Williams Trading Co" logo={{ symbol: 'heart' }} />);
    const mark = container.querySelector<HTMLElement>('[data-brand]')!;
    expect(mark).toHaveTextContent(/^Williams Trading Co$/);
    expect(mark).toHaveClass('whitespace-nowrap');
    expect(mark.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(mark.querySelector('svg use')).toHaveAttribute('href', `/sprite.svg#${brandSymbolId('heart')}`);
  });

  it("on a tile (a case study's glance) is still the name as text, the symbol decoration on its ground", () => {
    const { container } = render(<Wordmark name="Crystorama" logo={{ symbol: 'chandelier' }} tile />);
    const mark = container.querySelector<HTMLElement>('[data-brand]')!;
    expect(mark).toHaveTextContent(/^Crystorama$/);
    const symbol = mark.firstElementChild!;
    expect(symbol.tagName.toLowerCase()).toBe('svg');
    expect(symbol).toHaveClass('bg-surface-muted', 'rounded-md');
    expect(symbol.querySelector('use')).toHaveAttribute('href', `/sprite.svg#${brandSymbolId('chandelier')}`);
  });

  it('is one ink, one typeface and one lettering for every brand: no colour, no caps, no box round the symbol', () => {
    const marks = [
      render(<Wordmark name="Nora" logo={{ symbol: 'downlight' }} category="Furniture" />),
      render(<Wordmark name="Evertail" logo={{ symbol: 'paw' }} />),
      render(<Wordmark name="Quorum International" logo={{ symbol: 'fan' }} />),
      render(<Wordmark name="Kuzco Lighting" logo={{ symbol: 'ring' }} />),
    ].map(({ container }) => container.querySelector<HTMLElement>('[data-brand]')!);
    for (const mark of marks) {
      expect(mark.getAttribute('style')).toBeNull();
      expect(mark.className).not.toMatch(/font-serif|font-mono|uppercase|text-\[|#/);
      expect(mark.querySelector('svg')!.getAttribute('style')).toBeNull();
      expect(mark.querySelectorAll('use')).toHaveLength(1);
      // The symbol is the mark's own drawing, not an icon in an outlined tile (it read as a stock glyph).
      expect(mark.firstElementChild!.tagName.toLowerCase()).toBe('svg');
      expect(mark.firstElementChild).not.toHaveClass('border');
    }
    // One lockup for every brand (the same box and spacing).
    for (const mark of marks) expect(mark.className).toBe(marks[0]!.className);
    // One lettering, the whole name in it: no bold first word beside a regular descriptor.
    const names = marks.map((mark) => mark.lastElementChild!);
    for (const name of names) {
      expect(name.className).toBe(brandLettering);
      expect(name.children).toHaveLength(0);
    }
    expect(brandLettering).not.toMatch(/uppercase|font-serif|font-mono|text-\[|#/);
    expect(names[2]).toHaveTextContent(/^Quorum International$/);
  });

  it('with wrap may break between the words of a long name, and stays one mark', () => {
    const { container } = render(<Wordmark name="Quorum International" logo={{ symbol: 'fan' }} wrap />);
    const mark = container.querySelector<HTMLElement>('[data-brand]')!;
    expect(mark).not.toHaveClass('whitespace-nowrap');
    expect(mark).toHaveTextContent(/^Quorum International$/);
  });

  it("every symbol is in the sprite the build writes, drawn in the text's colour, and no two are the same drawing", () => {
    const drawings = Object.values(brandSymbols);
    expect(new Set(drawings).size).toBe(drawings.length);
    const sprite = brandSymbolSprite().join('');
    for (const symbol of Object.keys(brandSymbols) as BrandSymbol[])
      expect(sprite).toContain(`<symbol id="${brandSymbolId(symbol)}" viewBox="0 0 24 24" fill="currentColor"`);
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
