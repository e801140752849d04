import { render } from '@testing-library/react';
import { Portrait } from '@/components/marketing/Portrait';
import { Wordmark } from '@/components/ui/Wordmark';
import { BrandTile } from '@/components/ui/BrandTile';
import { contrastRatio, swatches, tileBackground } from '@/lib/brand/identity';
import { getVendorDirectory } from '@/lib/content/vendors';
import {
  brandSymbolId,
  brandSymbolSprite,
  brandSymbols,
  customerSymbols,
  isTypeOnly,
  letteringSchema,
  sameMark,
  vendorLogo,
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

  it('every vendor, a real company, has the same mark: no symbol, colour or weight of its own (outside review: fake logos)', async () => {
    const { categories } = await getVendorDirectory();
    const vendors = categories.flatMap((category) => category.vendors);
    expect(vendors).toHaveLength(17);
    for (const vendor of vendors) expect([vendor.name, vendor.logo]).toEqual([vendor.name, vendorLogo]);
    expect(vendorLogo).toEqual({ symbol: 'supplier', lettering: { weight: 'semibold' }, tone: 'slate' });
    // The one neutral row marker of a drawn product picture: a grey no brand owns, not one of the customers'.
    expect(customerSymbols).not.toContain('supplier');
    expect(Object.keys(swatches)).toContain('slate');
  });
});

describe('BrandTile', () => {
  it("draws the symbol white on the swatch's gradient, light corner to dark, decorative", () => {
    const { container } = render(<BrandTile symbol="tail" tone="sky" className="size-8" />);
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
  it("sets a real company's name (a vendor's, Shopify's, Amazon's) as type alone: no symbol, tile or colour, never letters standing in", () => {
    for (const tone of [undefined, 'amber'] as const) {
      const { container } = render(<Wordmark name="Shopify" logo={vendorLogo} tone={tone} />);
      const mark = container.querySelector<HTMLElement>('[data-brand]')!;
      expect(mark).toHaveAttribute('data-brand', 'Shopify');
      expect(mark).toHaveTextContent(/^Shopify$/);
      expect(mark.querySelector('svg, img, [data-tone]')).toBeNull();
      expect(mark.getAttribute('style')).toBeNull();
      expect(mark).toHaveClass('whitespace-nowrap');
      expect(mark.querySelector('span')!.className).toBe('tracking-tight font-semibold');
    }
    expect(isTypeOnly(vendorLogo)).toBe(true);
    expect(isTypeOnly(logo('barn'))).toBe(false);
  });

  it("is a fictional customer's name as text on one line beside a decorative symbol of the sprite, never letters (issue 49)", () => {
    const { container } = render(<Wordmark name="Condomania" logo={logo('heart')} />);
    const mark = container.querySelector<HTMLElement>('[data-brand]')!;
    expect(mark).toHaveTextContent(/^Condomania$/);
    expect(mark).toHaveClass('whitespace-nowrap');
    expect(mark.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(mark.querySelector('svg use')).toHaveAttribute('href', `/sprite.svg#${brandSymbolId('heart')}`);
  });

  it("with a tone (a directory card, a case study's glance) is still the name as text, its symbol white on its colour's tile", () => {
    const { container } = render(<Wordmark name="FixtureFarm" logo={logo('barn')} tone="amber" />);
    const mark = container.querySelector<HTMLElement>('[data-brand]')!;
    expect(mark).toHaveTextContent(/^FixtureFarm$/);
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
    expect(tile.querySelector('use')).toHaveAttribute('href', `/sprite.svg#${brandSymbolId('barn')}`);
  });

  it('sizes a tile by tileClassName and keeps the one-ink symbol without a tone', () => {
    const { container } = render(
      <>
        <Wordmark name="FixtureFarm" logo={logo('barn')} tone="teal" tileClassName="size-14" />
        <Wordmark name="Evertail" logo={logo('tail')} />
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
      render(<Wordmark name="FixtureFarm" logo={logo('barn', { weight: 'bold' })} />),
      render(<Wordmark name="FashionPlus" logo={logo('hanger', { weight: 'medium' })} />),
      render(<Wordmark name="Evertail" logo={logo('tail')} />),
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
        { name: 'FixtureFarm', logo: logo('barn', { weight: 'bold' }) },
        { name: 'Evertail', logo: logo('tail') },
        { name: 'Lumen Lane', logo: logo('barn', { weight: 'medium' }) },
      ]),
    ).toEqual(['Lumen Lane and FixtureFarm share the symbol "barn"']);
  });

  it('with wrap may break between the words of a long name, and stays one mark', () => {
    for (const wordmark of [
      <Wordmark key="customer" name="Quorum International" logo={logo('hanger')} wrap />,
      <Wordmark key="vendor" name="Quorum International" logo={vendorLogo} wrap />,
    ]) {
      const { container } = render(wordmark);
      const mark = container.querySelector<HTMLElement>('[data-brand]')!;
      expect(mark).not.toHaveClass('whitespace-nowrap');
      expect(mark).toHaveTextContent(/^Quorum International$/);
    }
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
