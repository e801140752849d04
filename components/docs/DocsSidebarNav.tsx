import { Link } from '@/components/ui/Link';
import type { DocsNavGroup } from '@/lib/content/docs';
import { cn } from '@/lib/util/cn';

/**
 * The docs navigation (the sidebar on wide screens, the drawer's content on phones): categories
 * with their articles in Back/Next order, the current one marked with aria-current="page".
 */
export function DocsSidebarNav({
  groups,
  currentHref,
  label,
  idPrefix,
  focusCurrent = false,
}: {
  groups: DocsNavGroup[];
  currentHref: string;
  label: string;
  idPrefix: string;
  /** In the drawer: the current article's link takes focus when the drawer opens (autofocus). */
  focusCurrent?: boolean;
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
                  <span aria-hidden="true" className="text-ink-subtle">
                    →
                  </span>
                </Link>
              </li>
            );
          return (
            <li key={group.title}>
              <p id={headingId} className="font-semibold text-ink">
                {group.title}
              </p>
              <ul aria-labelledby={headingId} className="mt-2 space-y-0.5 border-l border-line">
                {group.items.map((item) => {
                  const current = item.href === currentHref;
                  return (
                    <li key={item.href}>
                      <Link
                        href={item.href}
                        aria-current={current ? 'page' : undefined}
                        autoFocus={current && focusCurrent}
                        className={cn(
                          '-ml-px block border-l py-1.5 pr-2 pl-4 leading-snug transition-colors',
                          current
                            ? 'border-brand-600 font-semibold text-brand-700'
                            : 'border-transparent text-ink-muted hover:border-line hover:text-ink',
                        )}
                      >
                        {item.title}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
