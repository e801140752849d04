import { render } from '@testing-library/react';
import { Portrait } from '@/components/marketing/Portrait';
import { Wordmark } from '@/components/ui/Wordmark';
import { BrandTile } from '@/components/ui/BrandTile';
import { assignTones, contrastRatio, swatches, swatchNames, tileBackground, toneCycle } from '@/lib/brand/identity';
import { getVendorDirectory } from '@/lib/content/vendors';
import {
  brandSymbolId,
  brandSymbolSprite,
  brandSymbols,
  letteringSchema,
  sameMark,
  type BrandSymbol,
  type Lettering,
} from '@/lib/brand/wordmark';

describe("the Home scene's category colours", () => {
  it('every swatch carries white text at AA contrast (4.5:1) at both ends of its gradient', () => {
    for (const [name, { from, to }] of Object.entries(swatches)) {
      expect([name, contrastRatio('#ffffff', from) >= 4.5]).toEqual([name, true]);
      expect([name, contrastRatio('#ffffff', to) >= 4.5]).toEqual([name, true]);
    }
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });

  it('vendors take the tones in directory order round the cycle, every swatch in it once', () => {
    expect([...toneCycle].sort()).toEqual([...swatchNames].sort());
    expect(assignTones([['a', 'b'], ['c']])).toEqual([['orange', 'teal'], ['indigo']]);
  });

  it('no two vendors of a category share a tone, nor two neighbouring cards (outside review: one rust orange)', async () => {
    const { categories } = await getVendorDirectory();
    for (const category of categories) {
      const tones = category.vendors.map((vendor) => vendor.logo.tone);
      expect([category.name, new Set(tones).size]).toEqual([category.name, tones.length]);
    }
    const all = categories.flatMap((category) => category.vendors.map((vendor) => vendor.logo.tone));
    all.slice(1).forEach((tone, at) => expect(tone).not.toBe(all[at]));
    const furniture = categories.find((category) => category.name === 'Furniture')!.vendors;
    expect(furniture.map((vendor) => vendor.logo.tone).slice(0, 3)).toEqual(['orange', 'teal', 'indigo']);
  });
});

describe('BrandTile', () => {
  it("draws the symbol white on the swatch's gradient, light corner to dark, decorative", () => {
    const { container } = render(<BrandTile symbol="wheel" tone="sky" className="size-8" />);
    const tile = container.querySelector('svg')!;
    expect(tileBackground(swatches.sky)).toBe('linear-gradient(135deg,#0369a1,#075985)');
    expect(tile.style.background).toBe(tileBackground(swatches.sky));
    expect(tile).toHaveAttribute('aria-hidden', 'true');
    expect(tile).toHaveClass('size-8', 'ring-1', 'ring-inset');
    // The symbol inset a fifth of the side on each edge, as the Home scene insets it.
    const use = tile.querySelector('use')!;
    expect(['x', 'y', 'width', 'height'].map((name) => use.getAttribute(name))).toEqual(['4', '4', '12', '12']);
    expect(tile).toHaveAttribute('viewBox', '0 0 20 20');
  });
});

/** A mark as a loader hands it on: its symbol and its lettering, the traits content leaves out at their defaults. */
const logo = (symbol: BrandSymbol, lettering: Partial<Lettering> = {}) => ({
  symbol,
  lettering: letteringSchema.parse(lettering),
});

describe('Wordmark', () => {
  it('is the name as text on one line beside a decorative symbol of the sprite, never letters (issue 49)', () => {
    const { container } = render(<Wordmark name="Williams Trading Co" logo={logo('heart')} />);
    const mark = container.querySelector<HTMLElement>('[data-brand]')!;
    expect(mark).toHaveTextContent(/^Williams Trading Co$/);
    expect(mark).toHaveClass('whitespace-nowrap');
    expect(mark.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(mark.querySelector('svg use')).toHaveAttribute('href', `/sprite.svg#${brandSymbolId('heart')}`);
  });

  it("with a tone (a directory card, a case study's glance) is still the name as text, its symbol white on its colour's tile", () => {
    const { container } = render(<Wordmark name="Crystorama" logo={logo('chandelier')} tone="amber" />);
    const mark = container.querySelector<HTMLElement>('[data-brand]')!;
    expect(mark).toHaveTextContent(/^Crystorama$/);
    const tile = mark.firstElementChild!;
    expect(tile.tagName.toLowerCase()).toBe('svg');
    expect(tile).toHaveAttribute('aria-hidden', 'true');
    expect(tile).toHaveAttribute('data-tone', 'amber');
    // 40 px unless told, in the swatch's gradient, the symbol white; one <use>, the symbol's.
    expect(tile).toHaveClass('size-10');
    expect(tile).toHaveAttribute('color', '#fff');
    expect((tile as SVGElement).style.background).toContain('linear-gradient');
    expect((tile as SVGElement).style.borderRadius).toBe('25%');
    expect(tile.querySelectorAll('use')).toHaveLength(1);
    expect(tile.querySelector('use')).toHaveAttribute('href', `/sprite.svg#${brandSymbolId('chandelier')}`);
  });

  it('sizes a tile by tileClassName and keeps the one-ink symbol without a tone', () => {
    const { container } = render(
      <>
        <Wordmark name="FixtureFarm" logo={logo('lamp')} tone="teal" tileClassName="size-14" />
        <Wordmark name="Nora" logo={logo('downlight')} />
      </>,
    );
    const [tiled, plain] = container.querySelectorAll('[data-brand]');
    expect(tiled!.firstElementChild).toHaveClass('size-14');
    expect(tiled!.firstElementChild).not.toHaveClass('size-10');
    expect(plain!.querySelector('[data-tone]')).toBeNull();
    expect(plain!.querySelector('svg')).not.toHaveAttribute('style');
  });

  it("sets every brand's name in one family, in one ink: the site's sans, tight, as written, only its weight its own", () => {
    const [amazon, quorum, plain] = [
      render(<Wordmark name="Amazon MCF" logo={logo('parcel', { weight: 'bold' })} />),
      render(<Wordmark name="Quorum International" logo={logo('fan', { weight: 'medium' })} />),
      render(<Wordmark name="Medline" logo={logo('bandage')} />),
    ].map(({ container }) => container.querySelector<HTMLElement>('[data-brand]')!);
    expect(amazon!.querySelector('span')!.className).toBe('tracking-tight font-bold');
    expect(quorum!.querySelector('span')!.className).toBe('tracking-tight font-medium');
    // Left out, the weight is the house's: semibold.
    expect(plain!.querySelector('span')!.className).toBe('tracking-tight font-semibold');
    for (const mark of [amazon!, quorum!, plain!]) {
      // The symbol always leads; one ink (the text's) and one lockup box: only the weight differs.
      expect(mark.firstElementChild!.tagName.toLowerCase()).toBe('svg');
      expect(mark.getAttribute('style')).toBeNull();
      expect(mark.innerHTML).not.toMatch(/text-\[|#[0-9a-f]{3,6}\b|fill=|font-mono|italic|uppercase|lowercase/i);
      expect(mark.className).toBe(plain!.className);
      expect(mark.querySelectorAll('use')).toHaveLength(1);
      expect(mark.querySelector('span')!.children).toHaveLength(0);
    }
  });

  it('refuses a face, an italic or a case trick in content: the lettering is a weight alone', () => {
    for (const trick of [
      { font: 'mono' },
      { italic: true },
      { case: 'upper' },
      { tracking: 'wide' },
      { weight: 'black' },
    ])
      expect(() => letteringSchema.parse(trick)).toThrow();
    expect(letteringSchema.parse({})).toEqual({ weight: 'semibold' });
  });

  it('refuses two brands of a list drawn alike: the same symbol, whatever their weights', () => {
    expect(
      sameMark([
        { name: 'Nora', logo: logo('downlight', { weight: 'bold' }) },
        { name: 'Medline', logo: logo('bandage') },
        { name: 'Kuzco Lighting', logo: logo('downlight', { weight: 'medium' }) },
      ]),
    ).toEqual(['Kuzco Lighting and Nora share the symbol "downlight"']);
  });

  it('with wrap may break between the words of a long name, and stays one mark', () => {
    const { container } = render(<Wordmark name="Quorum International" logo={logo('fan')} wrap />);
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
