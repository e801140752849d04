/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { HeroSceneFile } from '@/components/marketing/HeroSceneArt';
import { resolveHeroScene } from '@/lib/content/hero-scene';
import { getHomeContent } from '@/lib/content/marketing';
import { siteName } from '@/lib/site/site';
import { svgMarkup } from '@/lib/util/svg-markup';

jest.mock('server-only', () => ({}));

/** Numbers to two decimals, empty elements closed in their tag, one escape for an apostrophe: two writers compare. */
const normalise = (markup: string) =>
  markup
    .replace(/-?\d+\.\d+/g, (number) => String(Math.round(Number(number) * 100) / 100))
    .replace(/<(\w+)([^<>]*)><\/\1>/g, '<$1$2/>')
    .replace(/&#x27;/g, '&#39;');

describe('svgMarkup (lib/util/svg-markup.ts)', () => {
  it('writes the Home scene exactly as react-dom/server would', async () => {
    const scene = await resolveHeroScene(getHomeContent().preview);
    const file = <HeroSceneFile scene={scene} siteName={siteName} />;
    expect(normalise(svgMarkup(file))).toBe(normalise(renderToStaticMarkup(file)));
  });

  it('escapes text and attributes, and names SVG attributes as SVG does', () => {
    const Label = ({ text }: { text: string }) => <text textAnchor="end">{text}</text>;
    expect(
      svgMarkup(
        <g className={'a"b'} strokeWidth={1 / 3} style={{ '--from': '-4px' } as React.CSSProperties}>
          <Label text="Search & <Push>" />
          {false}
          <>
            <rect viewBox="0 0 1 1" textLength={2} />
          </>
        </g>,
      ),
    ).toBe(
      '<g class="a&quot;b" stroke-width="0.33" style="--from:-4px"><text text-anchor="end">Search &amp; &lt;Push&gt;</text><rect viewBox="0 0 1 1" textLength="2"/></g>',
    );
  });
});
