import fs from 'node:fs';
import path from 'node:path';
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
  const tileOf = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-identity]')!;

  it('beside a visible name it is hidden from assistive technology, so the name is read once', () => {
    const { container } = render(
      <p>
        <IdentityTile kind="person" name="Maya Thompson" /> Maya Thompson
      </p>,
    );
    expect(tileOf(container)).toHaveAttribute('aria-hidden', 'true');
    expect(tileOf(container)).not.toHaveAttribute('role');
  });

  it("a person's tile carries a role icon, never the initials (issue 24)", () => {
    const tile = (icon?: 'code') =>
      tileOf(render(<IdentityTile kind="person" name="Maya Thompson" icon={icon} />).container);
    expect(tile()).toHaveTextContent(/^$/);
    expect(tile()).not.toHaveAttribute('data-letters');
    expect(tile().querySelector('svg use')).toHaveAttribute('href', `/sprite.svg#${personIcon.id}`);
    expect(tile('code').querySelector('svg use')).toHaveAttribute('href', `/sprite.svg#${codeIcon.id}`);
    // A vendor keeps its monogram, sized by how many letters it has.
    const vendor = tileOf(render(<IdentityTile kind="vendor" name="Quorum International" />).container);
    expect(vendor).toHaveTextContent('QI');
    expect(vendor).toHaveAttribute('data-letters', '2');
  });

  it('alone, it is one image named by its label', () => {
    const { getByRole } = render(<IdentityTile kind="company" name="FixtureFarm" mark="FF" label="FixtureFarm" />);
    expect(getByRole('img', { name: 'FixtureFarm' })).toHaveTextContent('FF');
  });

  it('has a shape per kind (drawn by its CSS), a size class and a colour from the category or the name', () => {
    const css = fs.readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
    for (const kind of ['company', 'person'])
      expect(css).toMatch(new RegExp(`\\.identity-tile\\[data-identity='${kind}'\\] \\{\\s+border-radius:`));
    const tile = tileOf(render(<IdentityTile kind="vendor" name="Nora" category="Furniture" size={64} />).container);
    expect(tile).toHaveAttribute('data-identity', 'vendor');
    expect(tile).toHaveClass('identity-tile', 'size-16');
    expect(tile.style.getPropertyValue('--from')).toBe(swatches.orange.from);
    expect(tile.style.getPropertyValue('--to')).toBe(swatches.orange.to);
  });
});
