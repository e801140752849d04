import { Portrait } from '@/components/marketing/Portrait';
import { MailOrFormLink } from '@/components/ui/MailOrFormLink';
import type { AboutContent } from '@/lib/content/marketing';
import { pageLinks } from '@/lib/site/site';

/**
 * The team as an editorial team page sets its people (Linear's and Stripe's about pages): two to a
 * row on a phone and a tablet, four from 1024 px, each portrait a frame the column's width and 176 px tall, the
 * drawing's ground running to its edges and the figure standing at its foot (one illustration set:
 * the same ground, framing and crop for everyone), over a short caption: name, role, where they work
 * from, and one concrete line, what they did before Linkwell (the portraits are drawn, so a fact
 * carries the trust a photo would). Square at the column's width the faces read as large cartoon
 * tiles; a 176 px square at a wider column's left, as tiles narrower than their columns; four at 768 px, as narrow columns of wrapped lines (outside reviews, the last OOOO).
 */
export function TeamGrid({ members, beforeLabel }: Pick<AboutContent['team'], 'members' | 'beforeLabel'>) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-10 md:gap-x-6 lg:grid-cols-4">
      {members.map((member) => (
        <li key={member.name}>
          <Portrait name={member.name} size="full" />
          <h3 className="mt-4 font-semibold tracking-tight text-ink sm:text-lg">{member.name}</h3>
          <p className="text-sm font-medium text-brand-700">{member.role}</p>
          <p className="mt-1 text-sm text-ink-subtle">
            <span className="sr-only">Works from </span>
            {member.location}
            {/* Below 1024 px (a half-width column) the time zone gets its own line: wrapped, the dot hung at a line's end. */}
            <span className="hidden lg:inline"> · </span>
            <br className="lg:hidden" />
            {`${member.zone}\u00a0time`}
          </p>
          {/* What they do for a customer, then what they did before: drawn portraits, so facts carry the trust a photo would. */}
          <p className="mt-3 text-sm font-medium text-ink">{member.helps}</p>
          <p className="mt-1 text-sm text-ink-muted">
            <span className="font-medium text-ink">{beforeLabel}</span> {member.before}
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * Under the four, how to reach them, as Linear's and Stripe's about pages end their team: a store question to
 * support, a note about joining to careers (the address when it is set; unset, the contact form and the open
 * roles). Drawn portraits with no way to write to the people read as no real people (outside review TT).
 */
export function TeamReach({ title, support, supportLink, careers, careersLink }: AboutContent['team']['reach']) {
  return (
    <div className="mt-12 grid gap-x-6 gap-y-2 border-t border-line pt-6 text-ink-muted sm:grid-cols-2">
      <h3 className="font-semibold text-ink sm:col-span-2">{title}</h3>
      {/* Each link on a line of its own under its sentence: run on, "Contact support" wrapped alone onto a second
          line at 1440 px (outside review NNNNN); an arrow link as the page's others (plain underlined text read as
          another style: PPPPP). */}
      <p>
        {support} <MailOrFormLink purpose="support" formLabel={supportLink} arrow className="flex min-h-0 w-fit" />
      </p>
      <p>
        {careers}{' '}
        <MailOrFormLink
          purpose="careers"
          formLabel={careersLink}
          formHref={pageLinks.careers.href}
          arrow
          className="flex min-h-0 w-fit"
        />
      </p>
    </div>
  );
}
