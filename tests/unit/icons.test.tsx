import { render } from '@testing-library/react';
import { Icon } from '@/components/ui/Icon';
import { chatBubbleIcon, checkIcon, contentIcons, iconNames, starIcon } from '@/lib/brand/icons';

describe('icons (lib/brand/icons.ts, components/ui/Icon.tsx)', () => {
  it('lets content name exactly the icons of the content table', () => {
    expect(iconNames).toEqual(Object.keys(contentIcons));
    expect(iconNames).toContain('check');
    for (const name of iconNames) expect(contentIcons[name].d).toMatch(/^[Mm]/);
  });

  it('draws an outline icon in its 24 x 24 box with a round stroke, hidden from assistive technology', () => {
    const { container } = render(<Icon icon={checkIcon} className="size-4" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('stroke-width')).toBe('1.8');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('class')).toBe('shrink-0 size-4');
    expect(svg.querySelector('path')!.getAttribute('d')).toBe(checkIcon.d);
  });

  it('draws a filled icon in its own box, and an accent path with its own stroke', () => {
    const star = render(<Icon icon={starIcon} />).container.querySelector('svg')!;
    expect(star.getAttribute('viewBox')).toBe('0 0 20 20');
    expect(star.getAttribute('fill')).toBe('currentColor');
    expect(star.getAttribute('stroke')).toBeNull();
    const paths = render(<Icon icon={chatBubbleIcon} />).container.querySelectorAll('path');
    expect(paths).toHaveLength(2);
    expect(paths[1]!.getAttribute('stroke-width')).toBe('2.6');
  });
});
