import { ctaSchema, fillClosingCta, type ClosingCta } from '@/lib/content/schemas';

describe('fillClosingCta', () => {
  it("fills the page's subject into every text of the band, and keeps its links", () => {
    const cta: ClosingCta = {
      title: 'Ready to automate {vendor}?',
      text: 'Connect {vendor} during a 14-day free trial.',
      note: 'Setup for {vendor} is free.',
      primary: { label: 'Start Free Trial', href: '/pricing' },
      secondary: { label: 'Request Integration', href: '/custom-integrations' },
    };
    expect(fillClosingCta(cta, { vendor: 'Nora' })).toEqual({
      ...cta,
      title: 'Ready to automate Nora?',
      text: 'Connect Nora during a 14-day free trial.',
      note: 'Setup for Nora is free.',
    });
    expect(fillClosingCta({ ...cta, note: undefined }, { vendor: 'Nora' }).note).toBeUndefined();
  });
});

describe('ctaSchema', () => {
  it('links a page of the site, or a section of it by element id, never a raw address', () => {
    expect(ctaSchema.parse({ label: 'Contact Sales', page: 'contact' })).toEqual({
      label: 'Contact Sales',
      href: '/contact',
    });
    expect(ctaSchema.parse({ label: 'Start Free Trial', page: 'pricing', section: 'plans' })).toEqual({
      label: 'Start Free Trial',
      href: '/pricing#plans',
    });
    expect(ctaSchema.safeParse({ label: 'Go', page: 'pricing', section: '#plans' }).success).toBe(false);
    expect(ctaSchema.safeParse({ label: 'Go', page: '/pricing' }).success).toBe(false);
  });

  it("chooses Contact's subject and lands on its form; a subject on another page or outside the list fails", () => {
    expect(ctaSchema.parse({ label: 'Schedule Demo', page: 'contact', subject: 'demo' })).toEqual({
      label: 'Schedule Demo',
      href: '/contact?subject=demo#contact-form',
    });
    expect(ctaSchema.safeParse({ label: 'Go', page: 'pricing', subject: 'demo' }).success).toBe(false);
    expect(ctaSchema.safeParse({ label: 'Go', page: 'contact', subject: 'lunch' }).success).toBe(false);
  });
});
