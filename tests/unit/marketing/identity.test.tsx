import { render } from '@testing-library/react';
import { IdentityTile } from '@/components/ui/IdentityTile';
import { codeIcon, personIcon } from '@/lib/brand/icons';
import { categorySwatches, contrastRatio, monogramOf, swatchFor, swatches } from '@/lib/brand/identity';

describe('identity colours', () => {
  it('every swatch carries white text at AA contrast (4.5:1) at both ends of its gradient', () => {
    for (const [name, { from, to }] of Object.entries(swatches)) {
      expect([name, contrastRatio('#ffffff', from) >= 4.5]).toEqual([name, true]);
      expect([name, contrastRatio('#ffffff', to) >= 4.5]).toEqual([name, true]);
    }
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });

  it('vendors take their category colour, one colour per category; companies and people their name colour', () => {
    expect(swatchFor({ name: 'Nora', category: 'Furniture' })).toBe(swatches.amber);
    expect(swatchFor({ name: 'Crystorama', category: 'Furniture' })).toBe(swatches.amber);
    expect(swatchFor({ name: 'Amazon MCF', category: 'Marketplaces' })).toBe(swatches.indigo);
    expect(new Set(Object.values(categorySwatches)).size).toBe(Object.keys(categorySwatches).length);
    // The same name gets the same colour wherever it appears, whatever its case or spacing.
    expect(swatchFor({ name: 'Maya Thompson' })).toBe(swatchFor({ name: ' maya thompson ' }));
    const team = ['Ethan Caldwell', 'Sofia Marquez', 'James Whitaker', 'Aisha Bello'];
    expect(new Set(team.map((name) => swatchFor({ name }))).size).toBeGreaterThan(1);
  });

  it('monograms: the initials of the first two words, or one letter for one word', () => {
    expect(monogramOf('Quorum International')).toBe('QI');
    expect(monogramOf('Williams Trading Co')).toBe('WT');
    expect(monogramOf('James+James')).toBe('JJ');
    expect(monogramOf("Honey's Place")).toBe('HP');
    expect(monogramOf('Nora')).toBe('N');
    expect(monogramOf('ethan caldwell')).toBe('EC');
  });
});

describe('IdentityTile', () => {
  it('beside a visible name it is hidden from assistive technology, so the name is read once', () => {
    const { container } = render(
      <p>
        <IdentityTile kind="person" name="Maya Thompson" /> Maya Thompson
      </p>,
    );
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).not.toHaveAttribute('role');
  });

  it("a person's tile carries a role icon, never the initials (issue 24)", () => {
    const tile = (icon?: typeof codeIcon) =>
      render(<IdentityTile kind="person" name="Maya Thompson" icon={icon} />).container.querySelector('svg')!;
    expect(tile()).not.toHaveTextContent('MT');
    expect(tile().querySelector('text')).toBeNull();
    expect(tile().querySelector('g path')).toHaveAttribute('d', personIcon.d);
    expect(tile(codeIcon).querySelector('g path')).toHaveAttribute('d', codeIcon.d);
    // A vendor keeps its monogram.
    expect(render(<IdentityTile kind="vendor" name="Quorum International" />).container).toHaveTextContent('QI');
  });

  it('alone, it is one image named by its label', () => {
    const { getByRole } = render(<IdentityTile kind="company" name="FixtureFarm" mark="FF" label="FixtureFarm" />);
    expect(getByRole('img', { name: 'FixtureFarm' })).toHaveTextContent('FF');
  });

  it('has a shape per kind and a colour from the category or the name', () => {
    const shape = (kind: 'vendor' | 'company' | 'person') =>
      render(<IdentityTile kind={kind} name="Nora" category="Furniture" />)
        .container.querySelector('path')!
        .getAttribute('d');
    expect(new Set([shape('vendor'), shape('company'), shape('person')]).size).toBe(3);
    const { container } = render(<IdentityTile kind="vendor" name="Nora" category="Furniture" />);
    const stops = [...container.querySelectorAll('stop')].map((stop) => stop.getAttribute('stop-color'));
    expect(stops).toEqual([swatches.amber.from, swatches.amber.to]);
    expect(container.querySelector('path')!.getAttribute('fill')).toBe(
      `url(#${container.querySelector('linearGradient')!.id})`,
    );
  });
});
