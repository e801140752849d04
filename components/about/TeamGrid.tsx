import { Portrait } from '@/components/marketing/Portrait';
import type { AboutContent } from '@/lib/content/marketing';

/**
 * The team as editorial portraits, the way Linear's and Stripe's about pages set their people: two
 * to a row on a phone and four from 1024 px, one frame for all (a rounded square on each person's
 * soft ground, 144 px: at the column's width they read as very large cartoon tiles, outside review Q), then a caption set the same way under each: name, role, where
 * they work from, what they did before Linkwell and what they answer for now (the portraits are
 * drawn, so these facts carry the trust a photo would: outside review), and one short line in their
 * own words. Four people one under the other, each with a paragraph, made the page's longest stretch
 * (outside review).
 */
export function TeamGrid({
  members,
  beforeLabel,
  ownsLabel,
}: Pick<AboutContent['team'], 'members' | 'beforeLabel' | 'ownsLabel'>) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:gap-x-6 lg:grid-cols-4">
      {members.map((member) => (
        <li key={member.name}>
          <Portrait name={member.name} size={144} loading="eager" className="rounded-card" />
          <h3 className="mt-4 font-semibold tracking-tight text-ink sm:text-lg">{member.name}</h3>
          <p className="text-sm font-medium text-brand-700">{member.role}</p>
          <p className="mt-1 text-sm text-ink-subtle">
            <span className="sr-only">Works from </span>
            {`${member.location} · ${member.zone}\u00a0time`}
          </p>
          {/* Each label run into its line ("Before Linkwell: Ran…"), so the facts add no rows of their own on a phone. */}
          <dl className="mt-3 grid gap-2 text-sm text-ink-muted">
            {[
              [beforeLabel, member.before],
              [ownsLabel, member.owns],
            ].map(([term, detail]) => (
              <div key={term}>
                <dt className="inline font-medium text-ink">{term}</dt> <dd className="inline">{detail}</dd>
              </div>
            ))}
          </dl>
          <blockquote className="mt-3 border-l-2 border-brand-600 pl-3 text-sm text-ink sm:text-base">
            <p>“{member.says}”</p>
          </blockquote>
        </li>
      ))}
    </ul>
  );
}
