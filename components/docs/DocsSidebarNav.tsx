import type { ComponentType } from 'react';
import { Link } from '@/components/ui/Link';
import type { DocLink, DocsNavGroup } from '@/lib/content/docs';
import { DocsNavItem } from './DocsNavItem';
import { Icon } from '@/components/ui/Icon';

/** A group's links that marks the section being read (DocsSectionLinks), passed by the pages that list their own sections, so no other page loads it. */
export type SectionLinks = ComponentType<{ items: DocLink[]; currentHref: string }>;

/**
 * The docs navigation (the sidebar on wide screens, the drawer's content on phones): categories
 * with their articles in Back/Next order, the current one marked with aria-current="page". A group
 * that lists sections of the current page (the API reference's) marks the one being read instead,
 * with `sectionLinks`.
 */
export function DocsSidebarNav({
  groups,
  currentHref,
  label,
  idPrefix,
  focusCurrent = false,
  sectionLinks: SectionLinks,
}: {
  groups: DocsNavGroup[];
  currentHref: string;
  label: string;
  idPrefix: string;
  /** In the drawer: the current article's link takes focus when the drawer opens (autofocus). */
  focusCurrent?: boolean;
  sectionLinks?: SectionLinks;
}) {
  return (
    <nav aria-label={label} className="text-sm">
      <ul className="space-y-6">
        {groups.map((group, index) => {
          const headingId = `${idPrefix}-group-${index}`;
          if (group.href)
            return (
              <li key={group.title}>
                <Link
                  href={group.href}
                  className="flex items-center justify-between rounded-md py-1 font-semibold text-ink hover:text-brand-700"
                >
                  {group.title}
                  <Icon name="arrowRight" className="size-4 text-ink-subtle" />
                </Link>
              </li>
            );
          const listsSections =
            SectionLinks !== undefined && group.items.some((item) => item.href.startsWith(`${currentHref}#`));
          return (
            <li key={group.title}>
              {group.page && group.page !== currentHref ? (
                <Link
                  id={headingId}
                  href={group.page}
                  className="block py-1 font-semibold text-ink hover:text-brand-700"
                >
                  {group.title}
                </Link>
              ) : (
                <p id={headingId} className="font-semibold text-ink">
                  {group.title}
                </p>
              )}
              <ul aria-labelledby={headingId} className="mt-2 space-y-0.5 border-l border-line">
                {listsSections ? (
                  <SectionLinks items={group.items} currentHref={currentHref} />
                ) : (
                  group.items.map((item) => {
                    const current = item.href === currentHref;
                    return (
                      <DocsNavItem
                        key={item.href}
                        item={item}
                        current={current ? 'page' : undefined}
                        autoFocus={current && focusCurrent}
                      />
                    );
                  })
                )}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
