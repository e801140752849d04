/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { Logo } from '@/components/layout/Logo';
import { LogoRings } from '@/components/seo/AppIcon';
import { iconSprite } from '@/lib/brand/icon-sprite';
import { logoMark, logoMarkFile, logoMarkShapes } from '@/lib/brand/logo';

describe('the brand mark, defined once (lib/brand/logo.ts)', () => {
  it('is what app/icon.svg draws for browser tabs', () => {
    expect(fs.readFileSync(path.join(process.cwd(), 'app/icon.svg'), 'utf8').trim()).toBe(logoMarkFile());
  });

  it('is used from the sprite by the wordmark, with no drawing of its own in the page', () => {
    const html = renderToStaticMarkup(<Logo />);
    expect(html).toContain(`<use href="/sprite.svg#${logoMark.id}"></use>`);
    expect(html).not.toContain('<circle');
    expect(html).toContain('Linkwell');
  });

  it('is the same tile and rings in the sprite and in the next/og images', () => {
    const sprite = iconSprite([], [`<symbol id="logo">${logoMarkShapes()}</symbol>`]);
    expect(sprite).toContain('<rect width="32" height="32" rx="8" fill="#2453e0"/>');
    const og = renderToStaticMarkup(<LogoRings size={64} tile />);
    for (const { cx, colour } of logoMark.rings) {
      expect(sprite).toContain(
        `<circle cx="${cx}" cy="16" r="5.5" fill="none" stroke="${colour}" stroke-width="2.5"/>`,
      );
      expect(og).toContain(`cx="${cx}"`);
      expect(og).toContain(`stroke="${colour}"`);
    }
    expect(og).toContain(`fill="${logoMark.tile.colour}"`);
    expect(renderToStaticMarkup(<LogoRings size={64} />)).not.toContain('<rect');
  });
});
