import { ArrowLink } from '@/components/ui/ArrowLink';
import { IconTile } from '@/components/ui/IconTile';
import { fillTemplate } from '@/lib/content/schemas';
import type { CategoryRequestContent } from '@/lib/content/vendors';
import { vendorFilterAttributes } from '@/lib/vendors/filter';

/**
 * The last item of a category's list on /vendor-integrations: the way to ask for a vendor the
 * category lacks. It shows only where the vendors leave their last row short, from 640 px, and
 * takes the columns they leave empty, so every vendor card keeps one column's width and no row ends
 * half empty. app/globals.css decides that from its place among the cards still shown, so it
 * follows the filter without a script; on a phone, where cards are one column, it is not shown.
 */
export function CategoryRequestCard({ category, text }: { category: string; text: CategoryRequestContent }) {
  return (
    <li
      className="rounded-card border border-dashed border-line-control p-6"
      {...{ [vendorFilterAttributes.request]: '' }}
    >
      <IconTile name="plug" />
      <p className="mt-4 font-semibold text-ink">{fillTemplate(text.title, { category })}</p>
      <p className="mt-1.5 text-sm text-ink-muted">{text.text}</p>
      <ArrowLink href={text.action.href} className="mt-2 min-h-0 py-1 text-sm">
        {text.action.label}
      </ArrowLink>
    </li>
  );
}
