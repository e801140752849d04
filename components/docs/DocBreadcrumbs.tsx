import { Link } from '@/components/ui/Link';

type Crumb = { name: string; href?: string };

/** Documentation › Category › Article; the last crumb is the current page. */
export function DocBreadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted">
        {trail.map((crumb, index) => (
          <li key={crumb.name} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">/</span>}
            {crumb.href ? (
              <Link href={crumb.href} className="hover:text-brand-700">
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-ink">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
