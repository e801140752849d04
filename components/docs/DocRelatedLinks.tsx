import { Link } from '@/components/ui/Link';
import type { HelpCenterContent } from '@/lib/content/docs';

/** The articles an article names as related, then the way back to every article. */
export function DocRelatedLinks({
  related,
  text,
  allDocsHref,
}: {
  related: { title: string; href: string }[];
  text: HelpCenterContent['article'];
  allDocsHref: string;
}) {
  if (related.length === 0) return null;
  return (
    <nav aria-labelledby="related-title" className="mt-12 rounded-card border border-line bg-surface-muted p-6">
      <h2 id="related-title" className="text-base font-semibold">
        {text.relatedTitle}
      </h2>
      <ul className="mt-3 space-y-2">
        {related.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {link.title}
            </Link>
          </li>
        ))}
        <li>
          <Link href={allDocsHref} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            {text.allDocsLabel}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
