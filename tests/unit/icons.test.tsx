import { render } from '@testing-library/react';
import { Icon } from '@/components/ui/Icon';
import { ICON_SPRITE_PATH, iconSprite, iconsOf } from '@/lib/brand/icon-sprite';
import * as icons from '@/lib/brand/icons';
import { chatBubbleIcon, checkIcon, contentIcons, iconNames, starIcon } from '@/lib/brand/icons';

describe('icons (lib/brand/icons.ts, the sprite, components/ui/Icon.tsx)', () => {
  it('lets content name exactly the icons of the content table', () => {
    expect(iconNames).toEqual(Object.keys(contentIcons));
    expect(iconNames).toContain('check');
    for (const name of iconNames) expect(contentIcons[name].d).toMatch(/^[Mm]/);
  });

  it('names each content icon by its own id (a content name is the id components/ui/Icon.tsx points at)', () => {
    for (const name of iconNames) expect(contentIcons[name].id).toBe(name);
  });

  it('names every icon by its constant, once: the sprite has a symbol for each', () => {
    for (const [name, value] of Object.entries(icons))
      if (name.endsWith('Icon'))
        expect([name, (value as { id: string }).id]).toEqual([name, name.replace(/Icon$/, '')]);
    const all = iconsOf(icons);
    expect(all.length).toBeGreaterThan(40);
    const sprite = new DOMParser().parseFromString(iconSprite(all), 'image/svg+xml');
    expect([...sprite.querySelectorAll('symbol')].map((symbol) => symbol.id)).toEqual(all.map((icon) => icon.id));
    expect(() => iconsOf({ a: { id: 'x', d: 'M0 0' }, b: { id: 'x', d: 'M1 1' } })).toThrow(/share the id "x"/);
  });

  it('draws an outline icon in its 24 x 24 box with a round stroke; a filled one in its own box; an accent with its own stroke', () => {
    const sprite = new DOMParser().parseFromString(iconSprite(iconsOf(icons)), 'image/svg+xml');
    const check = sprite.getElementById('check')!;
    expect(check.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(check.getAttribute('stroke')).toBe('currentColor');
    expect(check.getAttribute('stroke-width')).toBe('1.8');
    expect(check.getAttribute('stroke-linecap')).toBe('round');
    expect(check.querySelector('path')!.getAttribute('d')).toBe(checkIcon.d);
    const star = sprite.getElementById('star')!;
    expect(star.getAttribute('viewBox')).toBe(`0 0 ${starIcon.box} ${starIcon.box}`);
    expect(star.getAttribute('fill')).toBe('currentColor');
    expect(star.getAttribute('stroke')).toBeNull();
    const paths = sprite.getElementById('chatBubble')!.querySelectorAll('path');
    expect(paths).toHaveLength(2);
    expect(paths[1]!.getAttribute('stroke-width')).toBe(String(chatBubbleIcon.accent!.strokeWidth));
  });

  it('uses the symbol in a page, sized by its class and hidden from assistive technology', () => {
    const svg = render(<Icon name="check" className="size-4" />).container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('class')).toBe('shrink-0 size-4');
    expect(svg.querySelector('use')!.getAttribute('href')).toBe(`${ICON_SPRITE_PATH}#check`);
    expect(svg.querySelector('path')).toBeNull();
  });
});
