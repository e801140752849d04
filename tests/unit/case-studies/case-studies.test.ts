/** @jest-environment node */
import {
  assertOwnFigures,
  caseStudySchema,
  getAllCaseStudies,
  getCaseStudy,
  getListedCaseStudies,
  getCaseStudiesPage,
  isStatistic,
  launchMismatches,
  storyClosing,
} from '@/lib/content/case-studies';
import { parseContent } from '@/lib/content/load';
import { GET } from '@/app/sprite.svg/route';
import { storeSketches } from '@/lib/brand/sketches';

describe('case studies', () => {
  it("tells one time per story: liveIn is a rollout step and the launch line's number, and the closing band adds none", async () => {
    // "Stock syncing in 2 days" at the top, "syncing within a week" in the closing band (outside review).
    const cta = getCaseStudiesPage().story.cta;
    for (const study of await getAllCaseStudies()) {
      expect(launchMismatches(study)).toEqual([]);
      const closing = storyClosing(cta, study);
      expect(closing.text).toContain(`${study.company} runs on the ${study.planName} plan.`);
      expect(closing.text).not.toMatch(/\b(day|days|week|weeks|month|months)\b/i);
    }
  });

  it('finds a story whose launch line or rollout disagrees with its liveIn', async () => {
    const evertail = (await getAllCaseStudies()).find((study) => study.slug === 'evertail')!;
    expect(launchMismatches({ ...evertail, launch: 'First vendors syncing within a week' })).toHaveLength(1);
    expect(launchMismatches({ ...evertail, liveIn: '4 weeks, both partners' })).toHaveLength(2);
  });

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

  it("quotes each of the site's statistics (85%, 92%, 20+ hours, 3x, 45%, 99%) in one story only, and a summary only figures from its results", async () => {
    const studies = await getAllCaseStudies();
    const figures = studies.flatMap((study) => study.results.map((result) => result.value));
    expect(new Set(figures).size).toBe(figures.length);
    for (const quoted of ['85%', '92%', '20+ hours', '3x', '45%', '99%']) expect(figures).toContain(quoted);
    for (const figure of figures.filter(isStatistic))
      expect(['85%', '92%', '20+ hours', '3x', '45%', '99%']).toContain(figure);
    for (const study of studies) {
      for (const percentage of study.summary.match(/\d+%/g) ?? [])
        expect(study.results.map((result) => result.value)).toContain(percentage);
    }
  });

  it("gives each pull quote words of its own: no run of four words the story's summary, results or text already says", async () => {
    // A quote that retold the first result row read as the same quote twice on the page (outside review).
    const words = (text: string) =>
      text
        .toLowerCase()
        .replace(/<[^>]+>/g, ' ')
        .match(/[a-z0-9']+/g) ?? [];
    const runs = (text: string) => {
      const list = words(text);
      return list.slice(3).map((_, index) => list.slice(index, index + 4).join(' '));
    };
    for (const study of await getAllCaseStudies()) {
      const page = [
        study.title,
        study.summary,
        study.challengeHtml,
        study.solutionHtml,
        ...study.results.flatMap((result) => [result.label, result.before, result.after]),
        ...study.timeline.map((step) => step.text),
      ].join(' \n ');
      const said = new Set(runs(page));
      expect([study.slug, runs(study.quote.content).filter((run) => said.has(run))]).toEqual([study.slug, []]);
    }
  });

  it('refuses a figure that two stories share', () => {
    const story = (slug: string, value: string) => ({
      slug,
      data: { results: [{ value, label: 'x', before: 'y', after: 'z' }] },
    });
    expect(() => assertOwnFigures([story('one', '4 vendors'), story('two', '3 distributors')])).not.toThrow();
    expect(() => assertOwnFigures([story('one', '85%'), story('two', '85%')])).toThrow(
      'content/case-studies: "85%" is a result of both one and two',
    );
  });

  it('rejects a rate, a multiple or hours saved that the site does not quote, and takes a plain fact', () => {
    const source = (value: string, tone = 'teal') =>
      [
        '---',
        'title: A story about a store',
        'company: Acme',
        'industry: Retail',
        'summary: Acme did many things and saved a great deal of time doing them.',
        'listed: true',
        'order: 9',
        'logo: { symbol: barn, lettering: {} }',
        `tone: ${tone}`,
        'vendors: [nora]',
        'plan: plus',
        'liveIn: 2 days',
        'launch: Both vendors syncing within 2 days',
        'rolloutIntro: Acme went live in two days and kept its vendors in step from then on.',
        'challenge: Acme had a very big problem with stock and prices.',
        'solution: Acme connected its vendors with Linkwell and solved it.',
        'resultsSource: Measured by Acme in its Linkwell dashboard, a month after going live.',
        'results:',
        `  - value: ${value}`,
        '    label: more of everything',
        '    before: less of everything',
        '    after: more of everything, every day',
        'timeline:',
        ...['Day 1', 'Week 1', 'Month 1'].map(
          (when) =>
            `  - { when: ${when}, title: A step, text: Something was done that changed the way the store works. }`,
        ),
        'store:',
        '  sells: Everything for the home',
        '  products:',
        ...['Lamp', 'Sconce', 'Pendant'].map((name) => `    - { name: ${name}, price: '$10', sketch: shelfPendant }`),
        'outcome: { title: Products listed, change: Twice the catalog, before: { when: Before, value: 50, figure: "50" }, after: { when: Month 1, value: 100, figure: "100" }, caption: Listed from the vendor catalog in a month. }',
        'quote: { content: "Linkwell keeps our stock and prices right every hour of the day.", author: Ann Lee, image: /people/ann-lee.svg, portrait: { hair: variant10, skin: fair }, position: Owner, rating: 5 }',
        '---',
      ].join('\n');
    for (const value of ['50%', '2x', '10 hours'])
      expect(() => parseContent(source(value), caseStudySchema, 'content/case-studies/acme.md')).toThrow(
        /results\.0\.value/,
      );
    for (const value of ['4 vendors', '1 week', 'Hourly'])
      expect(() => parseContent(source(value), caseStudySchema, 'content/case-studies/acme.md')).not.toThrow();
    // A customer's tile is one of the swatches that carry white at AA, by name: no colour of its own.
    for (const tone of ['green', '#10b981'])
      expect(() => parseContent(source('4 vendors', tone), caseStudySchema, 'content/case-studies/acme.md')).toThrow(
        /tone/,
      );
  });

  it('gives every story a rollout timeline and a before-and-after figure of its own, drawn from its own numbers', async () => {
    const studies = await getAllCaseStudies();
    for (const study of studies) {
      expect(study.timeline.length).toBeGreaterThanOrEqual(3);
      const { before, after } = study.outcome;
      // Each figure's number is one the story states elsewhere (its timeline, results or challenge): none invented for the chart.
      const { outcome, store, ...rest } = study;
      const told = JSON.stringify(rest);
      for (const side of [before, after]) {
        const number = side.figure.match(/[\d,]+%?/)?.[0];
        if (number) expect([study.slug, told.includes(number)]).toEqual([study.slug, true]);
        // The bar is drawn from the number the figure shows.
        if (number) expect(Number(number.replace(/[,%]/g, ''))).toBe(side.value);
      }
      expect(outcome.title).not.toBe('');
      // Store facts for the hero: what it sells (its catalog's size is a result, not a fact beside the title).
      expect(store.sells.length).toBeGreaterThan(10);
      expect(store).not.toHaveProperty('catalog');
    }
    // No two stories show the same picture.
    const titles = studies.map((study) => study.outcome.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("draws each story's store: three of its own goods on its storefront, each a drawing of the sprite, none shared", async () => {
    const studies = await getAllCaseStudies();
    const sprite = await GET().text();
    const drawn = studies.flatMap((study) => study.store.products.map((product) => product.sketch));
    // No two stores show the same product, and every drawing is a symbol of the sprite.
    expect(new Set(drawn).size).toBe(drawn.length);
    for (const id of drawn) expect(sprite).toContain(`<symbol id="${id}" viewBox="0 0 96 96">`);
    for (const sketch of storeSketches) {
      // The shelf follows the theme; the goods keep their own colours (never the ink token, white in dark).
      expect(sketch.shapes).toMatch(/^<rect [^>]*style="fill:var\(--color-surface-muted\)"/);
      expect(sketch.shapes).not.toMatch(/--color-ink\b/);
    }
    for (const study of studies) for (const product of study.store.products) expect(product.price).toMatch(/^\$\d+$/);
  });

  it('says what replaced each "before" in words, never restating the figure the hero shows', async () => {
    for (const study of await getAllCaseStudies())
      for (const result of study.results) {
        expect([study.slug, result.after]).not.toEqual([study.slug, result.before]);
        // Neither the figure ("85%", "4 vendors") nor its number alone.
        const number = result.value.match(/[\d,]+/)?.[0] ?? result.value;
        expect([study.slug, result.after.includes(number)]).toEqual([study.slug, false]);
      }
  });

  it("takes a testimonial's image only as its author's portrait file (the spec's image, drawn when the site builds)", async () => {
    for (const study of await getAllCaseStudies())
      expect([study.slug, study.quote.image]).toEqual([
        study.slug,
        `/people/${study.quote.author.toLowerCase().replace(/ /g, '-')}.svg`,
      ]);
    expect(() =>
      caseStudySchema.shape.quote.parse({
        content: 'Linkwell keeps our stock and prices right every hour of the day.',
        author: 'Ann Lee',
        image: '/people/someone-else.svg',
        portrait: { hair: 'variant10', skin: 'fair' },
        position: 'Owner',
        rating: 5,
      }),
    ).toThrow(/portrait file/);
  });

  it('renders challenge and solution as HTML and names known vendors', async () => {
    const study = await getCaseStudy('fashionplus');
    expect(study?.company).toBe('FashionPlus');
    expect(study?.challengeHtml).toContain('<p>');
    expect(study?.solutionHtml).toContain('<p>');
    expect(await getCaseStudy('nope')).toBeUndefined();
  });
});
