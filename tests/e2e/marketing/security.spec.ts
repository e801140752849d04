import { expect, test } from '../helpers/test';

/*
 * /security: only facts the site states elsewhere, each closing on a link to where it is stated, the
 * person on About's team who answers for it, and how to report a vulnerability.
 */
test('security: every fact links to the guide or policy that states it, and the section it is stated in exists', async ({
  visitor: page,
}) => {
  await page.goto('/security');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security and Data Handling');
  const sections = [
    'Access to Your Store',
    'Your Data in the Service',
    'Retention and Deletion',
    'This Website and the API',
  ];
  for (const name of sections) {
    const section = page.getByRole('region', { name });
    const facts = section.getByRole('listitem');
    expect(await facts.count()).toBeGreaterThanOrEqual(4);
    // One "Stated in" link per fact, each to a page of this site.
    await expect(section.getByText('Stated in')).toHaveCount(await facts.count());
    for (const href of await section.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^\/(privacy|terms|cookies|documentation\/[a-z/-]+)(#[a-z0-9-]+)?$/);
  }
  const access = page.getByRole('region', { name: 'Access to Your Store' });
  await expect(access.getByRole('link', { name: 'Step B: the Admin API scopes' })).toHaveAttribute(
    'href',
    '/documentation/connect-shopify#step-b-choose-the-admin-api-scopes',
  );
  // A fact's anchor lands on the heading that states it.
  await page
    .getByRole('region', { name: 'Retention and Deletion' })
    .getByRole('link', { name: 'Privacy Policy: how long we keep it' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/privacy#how-long-we-keep-it$/);
  await expect(page.getByRole('heading', { level: 2, name: 'How Long We Keep It' })).toBeInViewport();
});

test('security: the person who answers for it, from About, and how to report a vulnerability', async ({
  visitor: page,
}) => {
  await page.goto('/security');
  const owner = page.getByRole('region', { name: 'Who Answers for It' });
  await expect(owner).toContainText('Sofia Marquez');
  await expect(owner).toContainText('Co-founder & CTO');
  await expect(owner).toContainText('Owns: The sync engine and how store credentials are kept');
  await expect(owner.locator('img')).toHaveAttribute('src', '/people/sofia-marquez.svg');
  await expect(owner.getByRole('link', { name: 'Meet the team' })).toHaveAttribute('href', '/about#team');

  await page.getByRole('link', { name: 'Report a security issue' }).click();
  const report = page.getByRole('region', { name: 'Report a Security Issue' });
  await expect(report).toBeInViewport();
  await expect(report.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  // No support address set in this build: no Email button and no address (set, an "Email <address>" button:
  // tests/unit/site/mail-or-form.test.tsx).
  await expect(report.getByRole('link')).toHaveCount(1);
  await expect(report).not.toContainText('@');
  await expect(report).toContainText('Technical support');
});

test('security: reached from the footer, About and the Privacy Policy, never from the header', async ({
  visitor: page,
}) => {
  await page.goto('/about');
  const trust = page.getByRole('region', { name: 'Check Before You Connect' });
  await expect(trust.getByRole('link', { name: 'Security and data handling' })).toHaveAttribute('href', '/security');
  await expect(trust.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  // A local build sets no company identity: it shows the sample (a public build refuses to go out so).
  await expect(trust).toContainText('Registered nameLinkwell, Inc.');
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Company' })
    .getByRole('link', { name: 'Security' })
    .click();
  await expect(page).toHaveURL(/\/security$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Security' })).toHaveCount(0);
  // And from the Privacy Policy's own security section, which it gathers together.
  await page.goto('/privacy');
  await expect(page.locator('article').getByRole('link', { name: 'Security and data handling' })).toHaveAttribute(
    'href',
    '/security',
  );
});
