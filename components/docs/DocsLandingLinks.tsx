import { Icon } from '@/components/ui/Icon';
import { Link } from '@/components/ui/Link';
import { IconTile } from '@/components/ui/IconTile';
import { Wordmark } from '@/components/ui/Wordmark';
import { docSidebarLinks } from '@/lib/docs/categories';
import type { HelpCenterContent } from '@/lib/content/docs';
import { pageLinks } from '@/lib/site/site';
import { ageRestrictedCategory, type RelatedVendor } from '@/lib/content/vendors';

/*
 * The landing's parts that never change with a search or a category, rendered on the server and
 * handed to DocsBrowser, which only decides where they show (so its JavaScript stays small).
 */

/**
 * After the category filters: the two categories that are not article lists, as links (an arrow, as in
 * an article's navigation), not as filters, on a row of their own (at the filters' end from 640 px).
 */
export function DocsCategoryLinks() {
  return (
    // At every width: the landing has no sidebar to list them (beside the filters it named the categories twice).
    <ul className="mt-2 flex gap-4 text-sm font-medium sm:mt-0">
      {docSidebarLinks.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className="inline-flex items-center gap-1 py-1.5 text-ink-muted hover:text-brand-700">
            {link.title}
            <Icon name="arrowRight" className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The Integrations category, a compact card on one row with the API's (DocsApiSection): its mark, its
 * title (the link to the directory), its line, and each vendor's guide as a row with the vendor's name and
 * how it connects under it (API or FTP: the first thing a store owner asks), in two even columns. The
 * directory is the place for statuses and categories: a card per vendor here repeated it and made the
 * landing long (an outside review); a cloud of chips left the card's lower half empty beside the API's.
 */
export function DocsIntegrationsCard({
  line,
  directoryLabel,
  requestLabel,
  methodLabel,
  restrictedLabel,
  vendors,
}: {
  line: string;
  directoryLabel: string;
  requestLabel: string;
  /** Under each vendor's name: "By {method}" (API, FTP). */
  methodLabel: string;
  /** Under the columns: "Plus {count} more distributors in the directory", a link to the age-restricted group there. */
  restrictedLabel: string;
  vendors: RelatedVendor[];
}) {
  const [integrations] = docSidebarLinks;
  const id = `docs-${integrations.id}`;
  // The age-restricted distributors wait in the directory, behind their own disclosure: on the docs' landing an
  // Adult (18+) group beside the lighting brands read as out of place (outside review QQQ).
  const listed = vendors
    .filter((vendor) => vendor.category !== ageRestrictedCategory)
    .sort((a, b) => a.method.localeCompare(b.method));
  const restricted = vendors.length - listed.length;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="flex min-w-0 scroll-mt-24 flex-col rounded-card border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <IconTile name="plug" className="shrink-0" />
        <div>
          <h2 id={`${id}-title`} className="text-lg font-bold tracking-tight">
            <Link href={integrations.href} className="inline-flex items-center gap-1 text-ink hover:text-brand-700">
              {integrations.title}
              <Icon name="arrowRight" className="size-4" />
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">{line}</p>
        </div>
      </div>
      {/* One list in two even columns, API first, each vendor with how it connects under its name: in a column per
          method, two API names beside six FTP ones left half the card empty (outside review UUU). */}
      <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 border-t border-line pt-3 text-sm">
        {listed.map((vendor) => (
          <li key={vendor.href}>
            {/* Roomier rows from 1024 px, where the card is as tall as the API's beside it. */}
            <Link href={vendor.href} className="flex flex-col py-1 font-medium text-ink hover:text-brand-700 lg:py-2.5">
              <Wordmark name={vendor.name} logo={vendor.logo} wrap />
              {/* The space is for the link's name ("Nora By FTP"); in the flex box it takes no room. */}{' '}
              <span className="text-xs font-normal text-ink-muted">
                {[methodLabel.replace('{method}', vendor.method), vendor.note].filter(Boolean).join(' · ')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {/* Counted and linked, not listed: every live vendor is accounted for (eight names against "12 live" elsewhere
          read as a miscount: outside review). */}
      {restricted > 0 && (
        <p className="mt-2 text-sm">
          <Link href={`${integrations.href}#adult`} className="text-ink-muted hover:text-brand-700">
            {restrictedLabel.replace('{count}', String(restricted))}
          </Link>
        </p>
      )}
      {/* At its foot, level with the API card's beside it: the whole directory, or a vendor not in it yet, two links
          alike (a blue one with an arrow beside a grey one read as mixed styles: outside review WW). The request
          bare, the SPEC's one name for this action, as every Request Integration link (cta-labels.spec.ts). */}
      <p className="mt-auto flex flex-wrap justify-between gap-x-4 gap-y-2 pt-4 text-sm font-semibold">
        <Link href={integrations.href} className="text-brand-700 hover:underline">
          {directoryLabel}
        </Link>
        <Link href={pageLinks.customIntegrations.href} className="text-brand-700 hover:underline">
          {requestLabel}
        </Link>
      </p>
    </section>
  );
}

/** The search box's hint, and the "/" key only where a keyboard is likely (a fine pointer, from 768 px): no touch user can press it. */
export function DocsSearchHint({ hint, keyHint }: { hint: string; keyHint: string }) {
  return (
    <>
      {hint}
      <span className="hidden md:keyboard:inline"> {keyHint}</span>
    </>
  );
}

/**
 * The hero's way in for a newcomer, beside the search box and quieter than it: the guide it leads to,
 * its promise in a line of its own and the three setup steps with their times; the whole card is the link.
 */
export function DocsStartCard({
  label,
  line,
  checklist,
  doc,
}: {
  label: string;
  line: string;
  checklist: HelpCenterContent['start']['checklist'];
  doc: { title: string; href: string };
}) {
  return (
    <section
      aria-labelledby="docs-start-title"
      // From 640 px (under the search box to 1023 px, beside it from 1024): on a phone it would push the
      // list a screen down, and the Getting Started cards under it open with the same guide (Hero leaves a
      // document's aside out below 640 px, its cell and the gap before it too).
      className="group relative rounded-card border border-line bg-surface-raised p-4 transition-colors hover:border-brand-300"
      data-docs-start
    >
      <p className="text-xs font-semibold text-brand-700">{label}</p>
      <h2 id="docs-start-title" className="mt-1 text-base font-semibold tracking-tight">
        <Link
          href={doc.href}
          className="inline-flex items-center gap-1 group-hover:text-brand-700 after:absolute after:inset-0 after:rounded-card"
        >
          {doc.title}
          <Icon name="arrowRight" className="size-4" />
        </Link>
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{line}</p>
      <ol aria-label={checklist.title} className="mt-3 grid gap-1.5 border-t border-line pt-3 text-xs">
        {checklist.steps.map((step, index) => (
          <li key={step.text} className="flex items-center justify-between gap-3">
            <span className="flex items-center gap-2 text-ink-muted">
              <span
                aria-hidden="true"
                className="inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-700"
              >
                {index + 1}
              </span>
              {step.text}
            </span>
            <span className="inline-flex shrink-0 items-center gap-1 font-semibold text-ink-subtle">
              <Icon name="clock" className="size-3.5" />
              {step.takes}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
