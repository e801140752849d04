/**
 * Address or form: the one place that decides how a page offers each way to write to us. A set
 * NEXT_PUBLIC_*_EMAIL shows as its address, a mailto link; one left unset (still its reserved
 * `linkwell.example` default, which only local and test builds carry: a production build refuses it,
 * lib/site/external-links.config.mjs) is never shown, since reviewers read it as a placeholder: the
 * page leads instead to the form where such a message really arrives. Content reads the same
 * decision through contentValues: an unset address fills as '', so its line is left out
 * (lib/content/placeholders.ts).
 */
import { externalLinkDefaults, siteExternalLinks } from '@/lib/site/external-links.config.mjs';

/** What a message is about, each with its address. */
export type MailPurpose = 'support' | 'privacy' | 'careers';

/** Where a message of each purpose arrives when its address is unset. */
export const mailFallbackForms: Record<MailPurpose, string> = {
  support: '/contact#contact-form',
  privacy: '/contact#contact-form',
  careers: '/application',
};

export type MailWay = {
  /** The address to show, or '' when it is unset (then `href` is the form). */
  email: string;
  href: string;
};

type Addresses = Pick<typeof siteExternalLinks, 'supportEmail' | 'privacyEmail' | 'careersEmail'>;

/** The way to write about `purpose`: its address when set, else the form. */
export function mailWay(purpose: MailPurpose, links: Addresses = siteExternalLinks): MailWay {
  const key = `${purpose}Email` as const;
  const email = links[key].trim();
  return email && email !== externalLinkDefaults[key]
    ? { email, href: `mailto:${email}` }
    : { email: '', href: mailFallbackForms[purpose] };
}

/** One of two wordings: `email`'s when the purpose's address is set (and the wording is there), else `form`'s. */
export function mailOrForm<T>(purpose: MailPurpose, choices: { email?: T; form: T }, links?: Addresses): T {
  return mailWay(purpose, links).email && choices.email !== undefined ? choices.email : choices.form;
}

/** The addresses as content's `{{supportEmail}}` etc. fill: '' when unset, so the line naming one is left out. */
export const contentEmails = {
  supportEmail: mailWay('support').email,
  careersEmail: mailWay('careers').email,
  privacyEmail: mailWay('privacy').email,
};
