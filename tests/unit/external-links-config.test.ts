/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import nextConfig from '@/next.config.mjs';
import { loadContentFile } from '@/lib/content/load';
import { fillContentValues } from '@/lib/content/placeholders';
import { legalFrontmatterSchema } from '@/lib/content/legal';
import {
  externalLinkVariables,
  productionIdentityProblems,
  productionLinkProblems,
  resolveCompanyIdentity,
  resolveExternalLinks,
  siteExternalLinks,
} from '@/lib/site/external-links.config.mjs';
import { company, companyContentValues, sampleCompany } from '@/lib/site/company';
import { checkoutLinks, externalLinks, headerActions } from '@/lib/site/site';
import { realCompany, realLinks } from './external-links-env';

const productionBuild = 'phase-production-build';
const n8n = {
  NEXT_PUBLIC_CHAT_WEBHOOK_URL: 'https://n8n.linkwell.io/webhook/1/chat',
  NEXT_PUBLIC_FORMS_WEBHOOK_URL: 'https://n8n.linkwell.io/webhook/forms',
  NEXT_PUBLIC_APPLICATION_WEBHOOK_URL: 'https://n8n.linkwell.io/webhook/application',
  NEXT_PUBLIC_QUOTE_WEBHOOK_URL: 'https://n8n.linkwell.io/webhook/quote',
};

describe('external addresses (one variable each, .example defaults for local and test builds)', () => {
  it('default to the reserved linkwell.example addresses the site has always shown', () => {
    expect(resolveExternalLinks({})).toEqual({
      supportEmail: 'support@linkwell.example',
      careersEmail: 'careers@linkwell.example',
      privacyEmail: 'privacy@linkwell.example',
      dashboard: 'https://app.linkwell.example',
      checkoutBasicMonthly: 'https://checkout.linkwell.example/b/basic-monthly',
      checkoutBasicAnnual: 'https://checkout.linkwell.example/b/basic-annual',
      checkoutPlusMonthly: 'https://checkout.linkwell.example/b/plus-monthly',
      checkoutPlusAnnual: 'https://checkout.linkwell.example/b/plus-annual',
      checkoutPremiumMonthly: 'https://checkout.linkwell.example/b/premium-monthly',
      checkoutPremiumAnnual: 'https://checkout.linkwell.example/b/premium-annual',
    });
    expect(Object.values(externalLinkVariables).map(({ name }) => name)).toEqual(Object.keys(realLinks));
  });

  it('take each variable (a blank one keeps its default, a URL loses its trailing slash)', () => {
    const links = resolveExternalLinks({ ...realLinks, NEXT_PUBLIC_PRIVACY_EMAIL: ' ' });
    expect(links.dashboard).toBe('https://app.linkwell.io');
    expect(links.checkoutPlusAnnual).toBe('https://buy.stripe.com/plus-a');
    expect(links.privacyEmail).toBe('privacy@linkwell.example');
  });

  it('bake in what resolveExternalLinks gives for the same environment (the browser bundle spells each variable out)', async () => {
    expect(siteExternalLinks).toEqual(resolveExternalLinks({}));
    const saved = { ...process.env };
    Object.assign(process.env, realLinks, { NEXT_PUBLIC_SUPPORT_EMAIL: '' });
    jest.resetModules();
    try {
      const fresh = await import('@/lib/site/external-links.config.mjs');
      expect(fresh.siteExternalLinks).toEqual(resolveExternalLinks(process.env));
      expect(fresh.siteExternalLinks.supportEmail).toBe('support@linkwell.example');
      expect(fresh.siteExternalLinks.dashboard).toBe('https://app.linkwell.io');
    } finally {
      process.env = saved;
      jest.resetModules();
    }
  });

  it('feed the site config: Log in, owner registration and the six checkout links', () => {
    expect(headerActions.logIn.href).toBe(externalLinks.dashboard);
    expect(externalLinks.ownerRegistration).toBe('https://app.linkwell.example/register');
    expect(checkoutLinks.premium.annual).toBe('https://checkout.linkwell.example/b/premium-annual');
  });
});

describe('content reads the configured addresses', () => {
  it('fills {{name}} placeholders and refuses an unknown one', () => {
    expect(fillContentValues('Write to us or [sign up]({{ownerRegistration}}).', 'x.md')).toBe(
      'Write to us or [sign up](https://app.linkwell.example/register).',
    );
    // An e-mail address left unset is never shown: the line naming it is left out (lib/site/mail-or-form.ts).
    expect(fillContentValues('Write to us.\nOr to {{ privacyEmail }}.', 'x.md')).toBe('Write to us.');
    expect(() => fillContentValues('{{salesPhone}}', 'content/x.md')).toThrow(
      /Unknown placeholder \{\{salesPhone\}\} in content\/x\.md/,
    );
  });

  it('the Privacy Policy leads to the contact form, and names no placeholder address while the setting is unset', () => {
    const { body } = loadContentFile('legal', 'privacy', legalFrontmatterSchema);
    expect(body).toContain('through the [contact form](/contact#contact-form): choose the subject “Something else”.');
    expect(body).not.toContain('linkwell.example');
    expect(body).not.toContain('{{');
    // Set, it gives the address as well (tests/unit/site/mail-or-form.test.tsx).
  });

  it('no content file writes a linkwell.example address itself', () => {
    const written: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/linkwell\.example/.test(fs.readFileSync(file, 'utf8'))) written.push(file);
      }
    };
    walk(path.join(process.cwd(), 'content'));
    expect(written).toEqual([]);
  });
});

describe('a production build ships no placeholder address', () => {
  it('accepts the defaults while the site address is unset, reserved or local (npm start, npm test)', () => {
    for (const site of [undefined, '', 'https://linkwell.example', 'http://127.0.0.1:3000', 'https://staging.test']) {
      expect(productionLinkProblems({ NEXT_PUBLIC_SITE_URL: site })).toEqual([]);
    }
  });

  it('names each variable still at a reserved address, or not an address at all, when the site is public', () => {
    const problems = productionLinkProblems({
      ...realLinks,
      NEXT_PUBLIC_SITE_URL: 'https://linkwell.io',
      NEXT_PUBLIC_SUPPORT_EMAIL: '',
      NEXT_PUBLIC_CAREERS_EMAIL: 'jobs@linkwell.test',
      NEXT_PUBLIC_PRIVACY_EMAIL: 'privacy',
      NEXT_PUBLIC_APP_URL: 'http://localhost:3000',
      NEXT_PUBLIC_CHECKOUT_PLUS_ANNUAL_URL: 'https://pay.invalid/plus',
      NEXT_PUBLIC_CHECKOUT_PREMIUM_MONTHLY_URL: 'https://checkout.example.com/premium',
    });
    expect(problems).toEqual([
      'NEXT_PUBLIC_SUPPORT_EMAIL (Contact page, the forms when JavaScript is off) is not set, so it defaults to support@linkwell.example',
      'NEXT_PUBLIC_CAREERS_EMAIL (job pages and the application form) is jobs@linkwell.test',
      'NEXT_PUBLIC_PRIVACY_EMAIL (the Privacy Policy) is not an e-mail address: privacy',
      "NEXT_PUBLIC_APP_URL (the header's Log in; its /register is the owner registration page) is http://localhost:3000",
      'NEXT_PUBLIC_CHECKOUT_PLUS_ANNUAL_URL (Plus plan, annual billing) is https://pay.invalid/plus',
      'NEXT_PUBLIC_CHECKOUT_PREMIUM_MONTHLY_URL (Premium plan, monthly billing) is https://checkout.example.com/premium',
    ]);
    expect(productionLinkProblems({ ...realLinks, NEXT_PUBLIC_SITE_URL: 'https://linkwell.io' })).toEqual([]);
  });

  describe('next.config.mjs', () => {
    const saved = { ...process.env };
    afterEach(() => {
      process.env = { ...saved };
    });

    it('fails the build with a message that names each placeholder variable and how to set it', () => {
      process.env = { ...saved, ...n8n, ...realLinks, NEXT_PUBLIC_SITE_URL: 'https://linkwell.io' };
      delete process.env.NEXT_PUBLIC_CHECKOUT_BASIC_MONTHLY_URL;
      process.env.NEXT_PUBLIC_SUPPORT_EMAIL = 'support@linkwell.example';
      expect(() => nextConfig(productionBuild)).toThrow(
        [
          'This build is for https://linkwell.io, but these addresses visitors click are still placeholders:',
          '  - NEXT_PUBLIC_SUPPORT_EMAIL (Contact page, the forms when JavaScript is off) is support@linkwell.example',
          '  - NEXT_PUBLIC_CHECKOUT_BASIC_MONTHLY_URL (Basic plan, monthly billing) is not set, so it defaults to https://checkout.linkwell.example/b/basic-monthly',
          'Set each to your real address (in .env.local or the environment; see README "Configuration"),',
        ].join('\n'),
      );
    });

    it('refuses placeholders even when local webhooks are allowed, and names both kinds together', () => {
      process.env = { ...saved, NEXT_PUBLIC_SITE_URL: 'https://linkwell.io', ALLOW_LOCAL_WEBHOOKS: '1' };
      expect(() => nextConfig(productionBuild)).toThrow(/NEXT_PUBLIC_APP_URL/);
      delete process.env.ALLOW_LOCAL_WEBHOOKS;
      expect(() => nextConfig(productionBuild)).toThrow(/NEXT_PUBLIC_FORMS_WEBHOOK_URL[^]*NEXT_PUBLIC_APP_URL/);
    });

    it('builds for a public address when every webhook and every address is real and the company is named', () => {
      process.env = { ...saved, ...n8n, ...realLinks, ...realCompany, NEXT_PUBLIC_SITE_URL: 'https://linkwell.io' };
      delete process.env.ALLOW_LOCAL_WEBHOOKS;
      expect(nextConfig(productionBuild)).toMatchObject({ output: 'export' });
    });
  });
});

describe("the company's identity (configuration; a sample only where no public site is built)", () => {
  it('is unset in local and test builds, which show the sample name and address', () => {
    expect(resolveCompanyIdentity({})).toEqual({ legalName: '', address: '' });
    expect(company).toEqual(sampleCompany);
    expect(companyContentValues).toEqual({
      companyLegalName: 'Linkwell, Inc.',
      companyAddress: '548 Market Street, PMB 40812, San Francisco, CA 94104, United States',
    });
  });

  it('takes each variable, trimmed; a blank one stays unset', () => {
    expect(resolveCompanyIdentity({ ...realCompany, NEXT_PUBLIC_COMPANY_ADDRESS: '  ' })).toEqual({
      legalName: 'Test Company, Inc.',
      address: '',
    });
  });

  it('names the controller in the Privacy Policy and the contracting party in the Terms, each with its address when set', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, realCompany);
    jest.resetModules();
    try {
      const { loadContentFile: load } = await import('@/lib/content/load');
      const { legalFrontmatterSchema: schema } = await import('@/lib/content/legal');
      const privacy = load('legal', 'privacy', schema).body;
      expect(privacy).toContain('Test Company, Inc. is the controller of the personal information described here.');
      expect(privacy).toContain(
        'By post, write to Test Company, Inc., 1 Test Street, Testville, OR 97000, United States.',
      );
      const terms = load('legal', 'terms', schema).body;
      expect(terms).toContain('These terms are an agreement between you and Test Company, Inc.');
      expect(terms).toContain('By post, write to Test Company, Inc., 1 Test Street');
    } finally {
      process.env = saved;
      jest.resetModules();
    }
  });

  it('without them, the pages name the sample company and its address (a production build refuses this, below)', () => {
    const privacy = loadContentFile('legal', 'privacy', legalFrontmatterSchema).body;
    expect(privacy).toContain('Linkwell, Inc. is the controller of the personal information described here.');
    expect(privacy).toContain('By post, write to Linkwell, Inc., 548 Market Street, PMB 40812, San Francisco');
    expect(loadContentFile('legal', 'terms', legalFrontmatterSchema).body).not.toMatch(/\{\{/);
  });

  describe('a production build refuses to go out without them', () => {
    const saved = { ...process.env };
    afterEach(() => {
      process.env = { ...saved };
    });

    it('accepts their absence while the site address is unset, reserved or local', () => {
      for (const site of [undefined, 'https://linkwell.example', 'http://127.0.0.1:3000']) {
        expect(productionIdentityProblems({ NEXT_PUBLIC_SITE_URL: site })).toEqual([]);
      }
    });

    it('names each variable not set (or blank) when the site is public', () => {
      expect(
        productionIdentityProblems({ NEXT_PUBLIC_SITE_URL: 'https://linkwell.io', NEXT_PUBLIC_COMPANY_ADDRESS: ' ' }),
      ).toEqual([
        "NEXT_PUBLIC_COMPANY_LEGAL_NAME (the company's registered name: Privacy Policy, Terms of Service, footer, About) is not set",
        "NEXT_PUBLIC_COMPANY_ADDRESS (the company's postal address, on one line: Privacy Policy, Terms of Service, About) is not set",
      ]);
      expect(productionIdentityProblems({ ...realCompany, NEXT_PUBLIC_SITE_URL: 'https://linkwell.io' })).toEqual([]);
    });

    it('next.config.mjs fails the build, naming the missing variable and how to set it', () => {
      process.env = { ...saved, ...n8n, ...realLinks, ...realCompany, NEXT_PUBLIC_SITE_URL: 'https://linkwell.io' };
      delete process.env.ALLOW_LOCAL_WEBHOOKS;
      delete process.env.NEXT_PUBLIC_COMPANY_ADDRESS;
      expect(() => nextConfig(productionBuild)).toThrow(
        [
          'This build is for https://linkwell.io, but the legal pages would name no company:',
          "  - NEXT_PUBLIC_COMPANY_ADDRESS (the company's postal address, on one line: Privacy Policy, Terms of Service, About) is not set",
          'Set each as your company is registered (in .env.local or the environment; see README "Configuration"),',
        ].join('\n'),
      );
      expect(() => nextConfig(productionBuild)).not.toThrow(/NEXT_PUBLIC_COMPANY_LEGAL_NAME \(/);
    });
  });
});
