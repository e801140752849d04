/** @jest-environment node */
import { checkPositionFiles, getAllPositions, getPosition, getPositionChoices } from '@/lib/content/careers';
import { jobPostingJsonLd } from '@/lib/seo/json-ld';
import { applicationHref } from '@/lib/site/routes';

describe('careers content', () => {
  it('has the four positions of content/careers, in their order, all remote (USA)', async () => {
    const positions = await getAllPositions();
    expect(positions.map((position) => [position.slug, position.title])).toEqual([
      ['integration-engineer', 'Integration Engineer'],
      ['customer-success-manager', 'Customer Success Manager'],
      ['full-stack-developer', 'Full-Stack Developer'],
      ['technical-support-specialist', 'Technical Support Specialist'],
    ]);
    for (const position of positions) {
      expect(position.location).toBe('Remote (USA)');
      expect(position.responsibilities.length).toBeGreaterThanOrEqual(3);
      expect(position.qualifications.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('hands the application form the same positions, by slug and title', async () => {
    expect(getPositionChoices()).toEqual(
      (await getAllPositions()).map((position) => ({ slug: position.slug, title: position.title })),
    );
  });

  it('reports a title or a place in the list that two files share, naming both files', () => {
    const files = [
      { slug: 'integration-engineer', title: 'Integration Engineer', order: 1 },
      { slug: 'customer-success-manager', title: 'Customer Success Manager', order: 2 },
      { slug: 'senior-integration-engineer', title: 'Integration Engineer', order: 3 },
      { slug: 'designer', title: 'Designer', order: 2 },
    ];
    expect(() => checkPositionFiles(files)).toThrow(
      /senior-integration-engineer\.md: title "Integration Engineer" is already the title of content\/careers\/integration-engineer\.md[\s\S]*designer\.md: order 2 is already the place in the list of content\/careers\/customer-success-manager\.md/,
    );
    expect(() => checkPositionFiles(files.slice(0, 2))).not.toThrow();
  });

  it('links Apply Now to the application form with the exact title URL-encoded', () => {
    expect(applicationHref('Full-Stack Developer')).toBe('/application?position=Full-Stack%20Developer');
  });
});

describe('jobPostingJsonLd', () => {
  it("carries Google's required and remote-job fields", async () => {
    const position = (await getPosition('integration-engineer'))!;
    const posting = jobPostingJsonLd(position);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Integration Engineer',
      datePosted: '2026-11-02',
      validThrough: '2027-02-26T23:59:59-05:00',
      employmentType: 'FULL_TIME',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
      hiringOrganization: { '@type': 'Organization', name: 'Linkwell' },
    });
    expect(posting.description).toMatch(/^<p>Build and maintain[\s\S]*<h2>Responsibilities<\/h2><ul><li>/);
    expect(posting.description).toContain('<li>Authorization to work in the United States.</li>');
  });
});

describe('careers: who you talk to and how the team works', () => {
  it("names each position's hiring manager from the About team", async () => {
    const { getAboutContent } = await import('@/lib/content/marketing');
    const team = (await getAboutContent()).team.members.map((member) => member.name);
    for (const position of await getAllPositions()) expect(team).toContain(position.hiringManager);
  });

  it('draws one working day per team time zone, west to east, each crossing the core hours', async () => {
    const { getCareersPage } = await import('@/lib/content/careers');
    const { workday, hiring } = getCareersPage();
    const behind = { Pacific: 3, Mountain: 2, Central: 1, Eastern: 0 };
    expect(workday.days.map((day) => day.zone)).toEqual(['Pacific', 'Mountain', 'Central', 'Eastern']);
    const [coreStart, coreEnd] = workday.coreHours;
    for (const day of workday.days) {
      expect(day.start + behind[day.zone]).toBeLessThanOrEqual(coreStart);
      expect(day.end + behind[day.zone]).toBeGreaterThanOrEqual(coreEnd);
    }
    // Every hiring step says when it happens.
    for (const step of hiring.steps) expect(step.when.length).toBeGreaterThan(3);
  });
});
