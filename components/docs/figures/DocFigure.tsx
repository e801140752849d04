import type { ReactNode } from 'react';
import { frameBarClass, frameClass, WindowDots } from '@/components/ui/DrawnWindow';
import type { DocFigure as DocFigureData } from '@/lib/content/docs';
import { ShopifyAdminDrawing } from './ShopifyAdminDrawing';
import { ShopifySettingsDrawing } from './ShopifySettingsDrawing';

/**
 * A drawn screenshot inside a docs article (placed by `<!-- figure:id -->`, its texts in the
 * article's frontmatter): a window drawn in the site's tokens, so it follows the theme and stays
 * sharp, and never goes stale as a bitmap would. To assistive technology it is one image named
 * by its label; the caption says which step it shows.
 */
export function DocFigure({ figure }: { figure: DocFigureData }) {
  return (
    <figure className="my-8">
      <div role="img" aria-label={figure.label} className={frameClass}>
        <p className={frameBarClass}>
          <WindowDots />
          <span className="ml-1 truncate">{figure.window}</span>
        </p>
        {figure.kind === 'shopify-admin' ? (
          <ShopifyAdminDrawing figure={figure} />
        ) : (
          <ShopifySettingsDrawing figure={figure} />
        )}
      </div>
      <figcaption className="mt-3 text-center text-sm text-ink-muted">{figure.caption}</figcaption>
    </figure>
  );
}

/** The number of the article's step that a part of the drawing belongs to. */
export function StepMark({ step }: { step: number }) {
  return (
    <span className="inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white tabular-nums">
      {step}
    </span>
  );
}

/** A drawn control: a button's shape with its label. */
export function DrawnButton({ children, primary = false }: { children: ReactNode; primary?: boolean }) {
  return (
    <span
      className={
        primary
          ? 'inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white shadow-sm'
          : 'inline-flex items-center gap-1.5 rounded-lg border border-line bg-surface px-3 py-1.5 text-xs font-semibold text-ink'
      }
    >
      {children}
    </span>
  );
}
