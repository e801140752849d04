/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { AfterYouApply } from '@/components/careers/AfterYouApply';
import { ApplicationAside } from '@/components/careers/ApplicationAside';
import { FormPrivacyNote } from '@/components/forms/FormPrivacyNote';
import { getAllPositions, getCareersPage } from '@/lib/content/careers';
import { getApplicationPage } from '@/lib/content/form-pages';
import { getAboutContent } from '@/lib/content/marketing';

const text = (html: string) => html.replace(/<[^>]+>/g, '');

/** The side column with no role chosen yet: every role's panel, as the static page holds them. */
async function renderAside() {
  const positions = await getAllPositions();
  const { members } = (await getAboutContent()).team;
  const html = renderToStaticMarkup(
    <ApplicationAside
      positions={positions}
      members={members}
      text={getCareersPage().application}
      questions={{ before: '', after: '' }}
    />,
  );
  return { positions, html };
}

describe("the application's side column, a role at a time", () => {
  it("names who reads it by one face, once, and says what helps, not the role page's team again (outside review KK)", async () => {
    const { positions, html } = await renderAside();
    const { application, position } = getCareersPage();
    expect(html).not.toContain(position.teamTitle);
    for (const role of positions) {
      const start = html.indexOf(`data-role-panel="${role.slug}" aria-labelledby`);
      const panel = html.slice(start, html.indexOf('</section>', html.indexOf(`id="${role.slug}-tips"`)));
      expect(panel.match(/data-portrait=/g)).toHaveLength(1);
      // The face (its file named after them) and the one line that names them.
      expect(text(panel).split(role.hiringManager)).toHaveLength(2);
      for (const { name } of role.workWith ?? []) if (name !== role.hiringManager) expect(panel).not.toContain(name);
      expect(role.applyTips).toHaveLength(3);
      for (const tip of [...role.applyTips!, application.lastTip])
        expect(text(panel)).toContain(`${tip.lead}${tip.text}`);
      expect(text(panel)).toContain(application.tipsTitle);
    }
  });
});

describe("the application's lists of roles", () => {
  it('name each role over what it would have you own, in the way to choose one and in the switch to another', async () => {
    const { positions, html } = await renderAside();
    const choose = html.slice(
      html.indexOf('id="choose-title"'),
      html.indexOf('</nav>', html.indexOf('id="choose-title"')),
    );
    const other = html.slice(
      html.indexOf('id="switch-title"'),
      html.indexOf('</nav>', html.indexOf('id="switch-title"')),
    );
    for (const list of [choose, other])
      for (const role of positions) {
        expect(role.owns).toMatch(/^[A-Z].{20,}\.$/);
        expect(text(list)).toContain(`${role.title}${role.owns}`);
      }
    // The switch drops the chosen role by CSS (roleRules): each entry is marked with its role.
    for (const role of positions) expect(other).toContain(`data-role-chip="${role.slug}"`);
  });
});

describe("a role page's After You Apply", () => {
  it("says the role's own working session, not the Careers page's timeline, and links to the steps", async () => {
    const html = renderToStaticMarkup(
      <AfterYouApply
        title="After You Apply"
        managerName="Sofia Marquez"
        managerLine="Sofia reads it."
        summary="Usually about three weeks from your application to an offer."
        session={{ label: 'Your paid working session:', text: 'Map a sample feed.' }}
        before=""
        after=""
        hiringLink="How hiring works, step by step"
        hiringHref="/careers#hiring"
      />,
    );
    expect(text(html)).toContain('Sofia reads it.Your paid working session: Map a sample feed.');
    expect(html).not.toContain('three weeks');
    expect(html).toContain('href="/careers#hiring"');
    for (const role of await getAllPositions()) expect(role.workingSession).toMatch(/^[A-Z].{30,}\.$/);
  });
});

describe("the application's privacy note", () => {
  it('says who reads it and what for, how long it is kept, how to have it deleted sooner, and links the policy', async () => {
    const { privacyNote } = await getApplicationPage();
    const html = renderToStaticMarkup(<FormPrivacyNote {...privacyNote} />);
    expect(text(html)).toBe(
      'Only the people hiring for your role read your application, and only to decide on it. We keep it for up to 12 months after the role is filled, then delete it. Want it gone sooner? Just ask us. How we handle applications',
    );
    // Unset privacy address (a test build): the contact form, where such a request arrives.
    expect(html).toContain('href="/contact#contact-form"');
    expect(html).toContain('href="/privacy#how-long-we-keep-it"');
  });
});
