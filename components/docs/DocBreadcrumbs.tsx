import { Link } from '@/components/ui/Link';

type Crumb = { name: string; href?: string };

/**
 * Documentation › Category › Article; the last crumb is the current page. Each separator ends the crumb
 * before it, so where a phone wraps the trail the slash stays at the line's end, not leading the next
 * ("/ Connect Your Shopify Store" read as broken: outside review III).
 */
export function DocBreadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted">
        {trail.map((crumb, index) => (
          <li key={crumb.name} className="flex items-center gap-2">
            {crumb.href ? (
              <Link href={crumb.href} className="hover:text-brand-700">
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-ink">
                {crumb.name}
              </span>
            )}
            {index < trail.length - 1 && <span aria-hidden="true">/</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
