/** @jest-environment node */
import { caseStudySchema, getAllCaseStudies, getCaseStudy, getListedCaseStudies } from '@/lib/content/case-studies';
import { parseContent } from '@/lib/content/load';

describe('case studies', () => {
  it('lists FixtureFarm, Evertail and Condomania, in that order, and not FashionPlus', async () => {
    expect((await getListedCaseStudies()).map((study) => study.slug)).toEqual([
      'fixturefarm',
      'evertail',
      'condomania',
    ]);
  });

  it('has four stories, FashionPlus among them', async () => {
    expect((await getAllCaseStudies()).map((study) => study.slug)).toEqual([
      'fixturefarm',
      'evertail',
      'condomania',
      'fashionplus',
    ]);
  });

  it('quotes only the site statistics 85%, 92%, 20+ hours, 3x, 45% and 99%, and a summary only figures from its results', async () => {
    const figures = (await getAllCaseStudies()).flatMap((study) => study.results.map((result) => result.value));
    for (const figure of figures) expect(['85%', '92%', '20+ hours', '3x', '45%', '99%']).toContain(figure);
    for (const study of await getAllCaseStudies()) {
      for (const percentage of study.summary.match(/\d+%/g) ?? [])
        expect(study.results.map((result) => result.value)).toContain(percentage);
    }
  });

  it('rejects a result figure the site does not quote', () => {
    const source = [
      '---',
      'title: A story about a store',
      'company: Acme',
      'industry: Retail',
      'summary: Acme did many things and saved a great deal of time doing them.',
      'listed: true',
      'order: 9',
      'logo: { mark: AC }',
      'vendors: [nora]',
      'challenge: Acme had a very big problem with stock and prices.',
      'solution: Acme connected its vendors with Linkwell and solved it.',
      'results:',
      '  - value: 50%',
      '    label: more of everything',
      '---',
    ].join('\n');
    expect(() => parseContent(source, caseStudySchema, 'content/case-studies/acme.md')).toThrow(/results\.0\.value/);
  });

  it('renders challenge and solution as HTML and names known vendors', async () => {
    const study = await getCaseStudy('fashionplus');
    expect(study?.company).toBe('FashionPlus');
    expect(study?.challengeHtml).toContain('<p>');
    expect(study?.solutionHtml).toContain('<p>');
    expect(await getCaseStudy('nope')).toBeUndefined();
  });
});
