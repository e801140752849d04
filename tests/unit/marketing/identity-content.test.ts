/** @jest-environment node */
import { getAllCaseStudies } from '@/lib/content/case-studies';
import { getPeople } from '@/lib/content/people';
import { portraitGround, portraitSvg } from '@/lib/brand/portrait-art';

describe('brands and people shown side by side', () => {
  it("the customers' marks each wear their own trade's symbol", async () => {
    const symbols = (await getAllCaseStudies()).map((study) => study.logo.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
  });

  it('every portrait stands on the one ground, drawn in ink rather than pure black, at a few KB', async () => {
    const people = await getPeople();
    expect(people.length).toBeGreaterThan(4);
    for (const person of people) {
      const svg = portraitSvg(person);
      expect([person.name, svg.includes(`fill="#${portraitGround}"`)]).toEqual([person.name, true]);
      expect([person.name, /fill="#000"/.test(svg)]).toEqual([person.name, false]);
      expect([person.name, svg.length < 20_000]).toEqual([person.name, true]);
    }
  });
});
