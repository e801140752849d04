import type { ReactNode } from 'react';
import { IconTile } from '@/components/ui/IconTile';
import { Link } from '@/components/ui/Link';
import type { IconName } from '@/lib/brand/icons';
import type { DocCategoryId } from '@/lib/docs/categories';
import { Icon } from '@/components/ui/Icon';

/** Each category's mark on the landing: where to begin, the screens of every day, what to fix. */
export const categoryIcons: Record<DocCategoryId, IconName> = {
  'getting-started': 'bolt',
  'user-guide': 'monitor',
  troubleshooting: 'shield',
};

/**
 * One category of the documentation landing: its mark, title and a short line on what it covers, over
 * its articles as cards with their descriptions (the landing lists each article once, here; the docs
 * tree is the articles' own). Integrations is a section alike, its title a link to the directory, over
 * the vendors' guides.
 */
export function DocCategorySection({
  id,
  title,
  titleHref,
  icon,
  line,
  children,
}: {
  id: string;
  title: string;
  /** Where the title leads, for a category that is a page of its own (Integrations). */
  titleHref?: string;
  icon: IconName;
  line: string;
  /** The list: article cards (DocCard) or links. */
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <div className="flex items-start gap-3">
        <IconTile name={icon} className="shrink-0" />
        <div>
          <h2 id={`${id}-title`} className="text-lg font-bold tracking-tight">
            {titleHref ? (
              <Link href={titleHref} className="inline-flex items-center gap-1 text-ink hover:text-brand-700">
                {title}
                <Icon name="arrowRight" className="size-4" />
              </Link>
            ) : (
              title
            )}
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">{line}</p>
        </div>
      </div>
      {children}
    </section>
  );
}

/**
 * A category's articles in the column beside the docs tree: one panel, its articles two a row from 640 px
 * with hairlines between them (the panel's colour through a 1 px gap), so the categories' grids line up (four
 * and three a row side by side read uneven: an outside review) and read as a tight overview, as Stripe's
 * docs list theirs, not as long grids of separate cards (outside review).
 */
export const docCardGridClass =
  'mt-4 grid gap-px overflow-hidden rounded-card border border-line bg-line sm:grid-cols-2';
