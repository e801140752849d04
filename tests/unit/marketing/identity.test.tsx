import { render } from '@testing-library/react';
import { Portrait } from '@/components/marketing/Portrait';
import { Wordmark } from '@/components/ui/Wordmark';
import { categorySwatches, contrastRatio, swatchFor, swatches } from '@/lib/brand/identity';
import {
  brandLetterings,
  brandSymbolId,
  brandSymbolSprite,
  brandSymbols,
  type BrandLogo,
  type BrandSymbol,
} from '@/lib/brand/wordmark';

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

  it("on a tile (a case study's glance) is still the name as text, the symbol decoration inside the tile", () => {
    const { container } = render(<Wordmark name="Crystorama" logo={{ symbol: 'chandelier' }} tile />);
    const mark = container.querySelector<HTMLElement>('[data-brand]')!;
    expect(mark).toHaveTextContent(/^Crystorama$/);
    const tile = mark.firstElementChild!;
    expect(tile.tagName).toBe('SPAN');
    expect(tile.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(tile.querySelector('use')).toHaveAttribute('href', `/sprite.svg#${brandSymbolId('chandelier')}`);
  });

  it('is one ink and one typeface for every brand: no colour, no caps and no face of its own', () => {
    const marks = [
      render(<Wordmark name="Nora" logo={{ symbol: 'downlight' }} category="Furniture" />),
      render(<Wordmark name="Evertail" logo={{ symbol: 'paw' }} />),
      render(<Wordmark name="Quorum International" logo={{ symbol: 'fan' }} />),
    ].map(({ container }) => container.querySelector<HTMLElement>('[data-brand]')!);
    for (const mark of marks) {
      expect(mark.getAttribute('style')).toBeNull();
      expect(mark.className).not.toMatch(/font-serif|font-mono|uppercase|text-\[|#/);
      expect(mark.querySelector('svg')!.getAttribute('style')).toBeNull();
      // The symbol is drawn, never a tile of colour (a white symbol on a gradient read as an app icon).
      expect(mark.querySelectorAll('use')).toHaveLength(1);
    }
    // One lockup for every brand (the same box, tile and spacing); only the name's lettering differs.
    for (const mark of marks) expect(mark.className).toBe(marks[0]!.className);
    // The symbol sits in an outlined tile of the text's ink, never a tile of colour.
    for (const mark of marks) expect(mark.firstElementChild).toHaveClass('border', 'border-line', 'rounded-md');
  });

  it("sets each name in its lettering, from the site's weights and tracking only (lib/brand/wordmark.ts)", () => {
    const name = (logo: BrandLogo, brand = 'Nora') =>
      render(<Wordmark name={brand} logo={logo} />).container.querySelector<HTMLElement>('[data-brand]')!
        .lastElementChild!;
    expect(name({ symbol: 'downlight', lettering: 'spaced' })).toHaveClass('font-semibold', 'tracking-wide');
    expect(name({ symbol: 'ring', lettering: 'solid' }, 'Kuzco Lighting').querySelector('.font-normal')).toBeNull();
    expect(name({ symbol: 'vase', lettering: 'light' }, 'Cyan Design')).toHaveClass('font-medium');
    // Left out, the lettering is split: the first word bold, the descriptor regular.
    expect(name({ symbol: 'fan' }, 'Quorum International')).toHaveClass('font-bold', 'tracking-tight');
    for (const lettering of Object.values(brandLetterings))
      expect(`${lettering.lead} ${lettering.rest}`).not.toMatch(/uppercase|font-serif|font-mono|text-\[|#/);
  });

  it("sets a name's first word bold and the words after it, its descriptor, at regular weight", () => {
    const name = (rendered: ReturnType<typeof render>) =>
      rendered.container.querySelector<HTMLElement>('[data-brand]')!.lastElementChild!;
    const quorum = name(render(<Wordmark name="Quorum International" logo={{ symbol: 'fan' }} />));
    expect(quorum).toHaveTextContent(/^Quorum International$/);
    expect(quorum.querySelector('.font-normal')).toHaveTextContent(/^International$/);
    const williams = name(render(<Wordmark name="Williams Trading Co" logo={{ symbol: 'warehouse' }} />));
    expect(williams.querySelector('.font-normal')).toHaveTextContent(/^Trading Co$/);
    const nora = name(render(<Wordmark name="Nora" logo={{ symbol: 'downlight' }} />));
    expect(nora).toHaveTextContent(/^Nora$/);
    expect(nora.querySelector('.font-normal')).toBeNull();
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
