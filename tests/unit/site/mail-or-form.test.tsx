/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { mailFallbackForms, mailOrForm, mailWay } from '@/lib/site/mail-or-form';
import { externalLinkDefaults } from '@/lib/site/external-links.config.mjs';

/**
 * Address or form (lib/site/mail-or-form.ts): a set NEXT_PUBLIC_*_EMAIL shows as a mailto link with the
 * address as its text, in every component that offers one; an unset one (its reserved default) never
 * shows, and the way leads to the form where the message arrives instead.
 */
const configured = {
  NEXT_PUBLIC_SUPPORT_EMAIL: 'help@harbor-goods.com',
  NEXT_PUBLIC_CAREERS_EMAIL: 'jobs@harbor-goods.com',
  NEXT_PUBLIC_PRIVACY_EMAIL: 'privacy@harbor-goods.com',
};

/** The components and content as a build with these variables bakes them. */
async function withEnv<T>(env: Record<string, string>, load: () => Promise<T>): Promise<T> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  jest.resetModules();
  try {
    return await load();
  } finally {
    process.env = saved;
    jest.resetModules();
  }
}

/** Every link of some markup, its href and its text (tags such as <wbr> dropped). */
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map(([, href, text]) => ({
    href,
    // The words a reader sees: an arrow link binds its arrow to the last word with a no-break space (ArrowLink).
    text: text!
      .replace(/<[^>]+>/g, '')
      .replace(/\u00a0|&nbsp;|&#xa0;/gi, ' ')
      .trim(),
  }));

const text = (html: string) => html.replace(/<[^>]+>/g, '');

/** A position's After You Apply part, with the "Questions before you apply?" line around the careers address. */
function afterYouApplyMarkup(AfterYouApply: typeof import('@/components/careers/AfterYouApply').AfterYouApply) {
  return renderToStaticMarkup(
    <AfterYouApply
      title="After You Apply"
      managerName="Sofia Marquez"
      managerLine="Sofia reads it."
      summary="About three weeks."
      before="Questions before you apply? Write to "
      after="."
      hiringLink="How hiring works"
      hiringHref="/careers#hiring"
    />,
  );
}

describe('mailWay and mailOrForm decide, once, address or form', () => {
  it('unset (the reserved default, or blank): no address, the form where the message arrives', () => {
    expect(mailWay('support', externalLinkDefaults)).toEqual({ email: '', href: '/contact#contact-form' });
    expect(mailWay('privacy', externalLinkDefaults)).toEqual({ email: '', href: '/contact#contact-form' });
    expect(mailWay('careers', externalLinkDefaults)).toEqual({ email: '', href: '/application' });
    expect(mailWay('support', { ...externalLinkDefaults, supportEmail: ' ' }).email).toBe('');
    expect(mailOrForm('careers', { email: 'a', form: 'b' }, externalLinkDefaults)).toBe('b');
    expect(mailFallbackForms.support).toBe('/contact#contact-form');
  });

  it('set: the address and its mailto link', () => {
    const links = { ...externalLinkDefaults, careersEmail: 'jobs@harbor-goods.com' };
    expect(mailWay('careers', links)).toEqual({ email: 'jobs@harbor-goods.com', href: 'mailto:jobs@harbor-goods.com' });
    expect(mailOrForm('careers', { email: 'a', form: 'b' }, links)).toBe('a');
    // No wording for the address given: the form's.
    expect(mailOrForm('careers', { form: 'b' }, links)).toBe('b');
  });

  it('content fills an unset address as "", so the line naming it is left out', async () => {
    const { fillContentValues } = await import('@/lib/content/placeholders');
    expect(fillContentValues('Keep this.\nOr email {{supportEmail}}.\nAnd this.', 'x.md')).toBe(
      'Keep this.\nAnd this.',
    );
  });
});

describe('a configured address shows as a mailto link with the address as its text', () => {
  it('Contact: the hero shortcut and the Human Support row', async () => {
    const html = await withEnv(configured, async () => {
      const { ContactChannels, ContactEmailShortcut } = await import('@/components/marketing/ContactChannels');
      const { getContactPage } = await import('@/lib/content/form-pages');
      const page = await getContactPage();
      const human = { ...page, channels: page.channels.filter((channel) => channel.supportEmail) };
      return [
        renderToStaticMarkup(<ContactEmailShortcut page={page} />),
        renderToStaticMarkup(<ContactChannels page={human} />),
      ];
    });
    const support = { href: 'mailto:help@harbor-goods.com', text: 'help@harbor-goods.com' };
    expect(links(html[0]!)).toEqual([support]);
    expect(text(html[0]!)).toBe('Prefer email? Write to help@harbor-goods.com');
    expect(links(html[1]!)).toContainEqual(support);
    expect(html[1]).not.toContain('Send us a message');
    // Whole on one line: a break after the "@" read as a broken address (outside review SS).
    for (const markup of html) {
      expect(markup).not.toContain('<wbr');
      expect(markup).toMatch(/whitespace-nowrap[^>]*>(<[^>]+>)*help@harbor-goods\.com/);
    }
  });

  it('Contact unset: no shortcut, and the Human Support row links nowhere (the form is beside it)', async () => {
    const { ContactChannels, ContactEmailShortcut } = await import('@/components/marketing/ContactChannels');
    const { getContactPage } = await import('@/lib/content/form-pages');
    const page = await getContactPage();
    const human = { ...page, channels: page.channels.filter((channel) => channel.supportEmail) };
    expect(renderToStaticMarkup(<ContactEmailShortcut page={page} />)).toBe('');
    expect(links(renderToStaticMarkup(<ContactChannels page={human} />))).toEqual([]);
  });

  it('the note under a form without JavaScript: the support address, or the careers one', async () => {
    const [support, careers] = await withEnv(configured, async () => {
      const { FormNoScriptNote } = await import('@/components/forms/FormNoScriptNote');
      return [renderToStaticMarkup(<FormNoScriptNote />), renderToStaticMarkup(<FormNoScriptNote purpose="careers" />)];
    });
    expect(links(support!)).toEqual([{ href: 'mailto:help@harbor-goods.com', text: 'help@harbor-goods.com' }]);
    expect(text(support!)).toBe(
      'This form needs JavaScript to send. Turn JavaScript on and reload the page, or email us at help@harbor-goods.com instead.',
    );
    expect(links(careers!)).toEqual([{ href: 'mailto:jobs@harbor-goods.com', text: 'jobs@harbor-goods.com' }]);
  });

  it('the note unset: says how to send, with no address and no link', async () => {
    const { FormNoScriptNote } = await import('@/components/forms/FormNoScriptNote');
    const html = renderToStaticMarkup(<FormNoScriptNote />);
    expect(links(html)).toEqual([]);
    expect(text(html)).toBe('This form needs JavaScript to send. Turn JavaScript on and reload the page.');
  });

  it("Security's report: an Email button naming the address beside Contact us", async () => {
    const report = async () => {
      const { SecurityReport } = await import('@/components/security/SecurityReport');
      const { getSecurityContent } = await import('@/lib/content/security');
      return renderToStaticMarkup(<SecurityReport report={(await getSecurityContent()).report} />);
    };
    const set = await withEnv(configured, report);
    const unset = await report();
    expect(links(set)).toEqual([
      { href: '/contact', text: 'Contact us' },
      { href: 'mailto:help@harbor-goods.com', text: 'Email help@harbor-goods.com' },
    ]);
    expect(links(unset)).toEqual([{ href: '/contact', text: 'Contact us' }]);
  });

  it('a position page: "Questions before you apply?" with the careers address', async () => {
    const after = await withEnv(configured, async () => {
      const { AfterYouApply } = await import('@/components/careers/AfterYouApply');
      return afterYouApplyMarkup(AfterYouApply);
    });
    expect(links(after)).toContainEqual({ href: 'mailto:jobs@harbor-goods.com', text: 'jobs@harbor-goods.com' });
    expect(text(after)).toContain('Questions before you apply? Write to jobs@harbor-goods.com.');
    // Unset: the line is left out; Apply Now above it is the way in.
    const { AfterYouApply } = await import('@/components/careers/AfterYouApply');
    const unset = afterYouApplyMarkup(AfterYouApply);
    expect(unset).not.toContain('Questions before you apply?');
    expect(unset).not.toContain('mailto:');
  });

  it("content: the Privacy Policy's address line and Careers' closing, with the address set", async () => {
    const [privacy, careers] = await withEnv(configured, async () => {
      const { loadContentFile } = await import('@/lib/content/load');
      const { legalFrontmatterSchema } = await import('@/lib/content/legal');
      const { getCareersPage } = await import('@/lib/content/careers');
      return [loadContentFile('legal', 'privacy', legalFrontmatterSchema).body, getCareersPage().closing];
    });
    expect(privacy).toContain('You can also email our privacy team at privacy@harbor-goods.com.');
    expect(careers).toMatchObject({
      emailText:
        'Send your resume and the work you want to do to jobs@harbor-goods.com. We keep it on file for the roles we open next.',
      emailButton: 'Email the Hiring Team',
    });
  });

  it("About's Write to Us: support and careers addresses when set; unset, the contact form and the open roles", async () => {
    const reach = async () => {
      const { TeamReach } = await import('@/components/about/TeamGrid');
      const { getAboutContent } = await import('@/lib/content/marketing');
      return renderToStaticMarkup(<TeamReach {...(await getAboutContent()).team.reach} />);
    };
    const set = await withEnv(configured, reach);
    expect(links(set)).toEqual([
      { href: 'mailto:help@harbor-goods.com', text: 'help@harbor-goods.com' },
      { href: 'mailto:jobs@harbor-goods.com', text: 'jobs@harbor-goods.com' },
    ]);
    expect(links(await reach())).toEqual([
      { href: '/contact#contact-form', text: 'Contact support' },
      { href: '/careers', text: 'See open roles' },
    ]);
  });
});
