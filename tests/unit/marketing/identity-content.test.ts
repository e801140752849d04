/** @jest-environment node */
import { getAllCaseStudies } from '@/lib/content/case-studies';
import { getPeople } from '@/lib/content/people';
import { swatches } from '@/lib/brand/identity';
import { portraitSvg } from '@/lib/brand/portrait-art';
import { portraitPlate, portraitSchema, skinTones } from '@/lib/brand/portrait';

describe('brands and people shown side by side', () => {
  it("the customers' marks each wear their own trade's symbol", async () => {
    const symbols = (await getAllCaseStudies()).map((study) => study.logo.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
  });

  it("the customers' tiles each wear a colour of their own, a swatch (white passes AA on it)", async () => {
    const tones = (await getAllCaseStudies()).map((study) => study.tone);
    expect(tones.length).toBeGreaterThan(3);
    expect(new Set(tones).size).toBe(tones.length);
    for (const tone of tones) expect(Object.keys(swatches)).toContain(tone);
  });

  it('every portrait is one of a set: the same plate and shirt, the skin content chose, drawn in ink rather than pure black, at a few KB', async () => {
    const people = await getPeople();
    expect(people.length).toBeGreaterThan(4);
    for (const person of people) {
      const svg = portraitSvg(person);
      const { ground, shirt } = portraitPlate;
      // The plate behind the whole frame, the first thing drawn, the same for everyone (six pastel
      // grounds with shirts to match read as cartoon avatars: outside review).
      expect([person.name, /<rect [^>]*fill="(#[0-9a-f]{6})"/.exec(svg)?.[1]]).toEqual([person.name, ground]);
      // The head's and the body's white fills take the skin and the shirt (Notionists draws them white).
      const head = svg.slice(svg.indexOf('translate(531 487)'), svg.indexOf('translate(178 1057)'));
      const body = svg.slice(svg.indexOf('translate(178 1057)'), svg.indexOf('translate(266 207)'));
      expect([
        person.name,
        head.includes(`fill="${skinTones[person.portrait.skin]}"`),
        head.includes('fill="#fff"'),
      ]).toEqual([person.name, true, false]);
      expect([person.name, body.includes(`fill="${shirt}"`), body.includes('fill="#fff"')]).toEqual([
        person.name,
        true,
        false,
      ]);
      expect([person.name, /fill="#000"/.test(svg)]).toEqual([person.name, false]);
      expect([person.name, svg.length < 20_000]).toEqual([person.name, true]);
    }
  });

  it('every portrait is cropped to head and shoulders: the drawing scaled up in its frame, not a small figure in a tile', async () => {
    for (const person of await getPeople()) {
      const svg = portraitSvg(person);
      // DiceBear's scale wraps the drawing: 140%, lowered by a tenth of the frame (174.4 of 1,744).
      expect([person.name, svg.includes('<g transform="translate(0 174.4)">')]).toEqual([person.name, true]);
      expect([person.name, /<g transform="translate\([^)]*\) scale\(1\.4\)">/.test(svg)]).toEqual([person.name, true]);
    }
  });

  it("a portrait's choices are the face's only: a stale per-person ground fails the build", () => {
    expect(portraitSchema.safeParse({ hair: 'variant10', skin: 'fair' }).success).toBe(true);
    expect(portraitSchema.safeParse({ hair: 'variant10', skin: 'fair', ground: 'sky' }).success).toBe(false);
  });
});
