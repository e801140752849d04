/** @jest-environment node */
import { getAllCaseStudies } from '@/lib/content/case-studies';
import { getAboutContent, getHomeContent } from '@/lib/content/marketing';
import { swatchFor, swatches } from '@/lib/brand/identity';

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

describe('identity tiles shown side by side', () => {
  it('have colours of different families: the testimonials, the About team, the case studies', async () => {
    const groups = [
      getHomeContent().testimonials.items.map((item) => item.author),
      (await getAboutContent()).team.members.map((member) => member.name),
      (await getAllCaseStudies()).map((study) => study.company),
    ];
    for (const names of groups) expect(new Set(names.map(familyOf)).size).toBe(names.length);
  });
});
