/** @jest-environment node */
import { getAllCaseStudies } from '@/lib/content/case-studies';
import { getAboutContent, getHomeContent } from '@/lib/content/marketing';
import { swatchFor, swatches } from '@/lib/brand/identity';
import { portraitGround } from '@/lib/brand/portrait-art';

const family: Record<keyof typeof swatches, string> = {
  amber: 'warm',
  orange: 'warm',
  rose: 'red',
  fuchsia: 'pink',
  violet: 'purple',
  indigo: 'purple',
  blue: 'blue',
  sky: 'blue',
  cyan: 'cyan',
  teal: 'cyan',
  emerald: 'green',
};
const familyOf = (name: string) => {
  const swatch = swatchFor({ name });
  return family[(Object.keys(swatches) as (keyof typeof swatches)[]).find((key) => swatches[key] === swatch)!];
};

describe('brands and people shown side by side', () => {
  it("the case studies' wordmarks have colours of different families", async () => {
    const companies = (await getAllCaseStudies()).map((study) => study.company);
    expect(new Set(companies.map(familyOf)).size).toBe(companies.length);
  });

  it('the testimonials and the About team stand on portrait grounds of different tints', async () => {
    const groups = [
      getHomeContent().testimonials.items.map((item) => item.author),
      (await getAboutContent()).team.members.map((member) => member.name),
    ];
    for (const names of groups) expect(new Set(names.map(portraitGround)).size).toBe(names.length);
  });
});
