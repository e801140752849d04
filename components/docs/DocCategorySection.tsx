import { Link } from '@/components/ui/Link';
import type { DocSummary } from '@/lib/docs/list-filter';
import { docHref } from '@/lib/site/routes';

/**
 * One category of the documentation landing: its title, a short line on what it covers, and its
 * articles as a compact list (titles only; reading time is on the article), so that every category fits in view.
 */
export function DocCategorySection({
  id,
  title,
  line,
  articles,
}: {
  id: string;
  title: string;
  line: string;
  articles: DocSummary[];
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2 id={`${id}-title`} className="text-lg font-bold tracking-tight">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{line}</p>
      <ul className="mt-3 divide-y divide-line border-y border-line text-sm">
        {articles.map((doc) => (
          <li key={doc.slug} className="py-2">
            <h3 className="font-semibold">
              <Link href={docHref(doc.slug)} className="text-ink hover:text-brand-700">
                {doc.title}
              </Link>
            </h3>
          </li>
        ))}
      </ul>
    </section>
  );
}
