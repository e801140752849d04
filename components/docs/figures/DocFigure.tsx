import { frameBarClass, frameClass } from '@/components/ui/DrawnWindow';
import { cn } from '@/lib/util/cn';
import type { DocFigure as DocFigureData } from '@/lib/content/docs';
import { DashboardFormDrawing } from './DashboardFormDrawing';
import { SetupStepsDrawing } from './SetupStepsDrawing';
import { ShopifySettingsDrawing } from './ShopifySettingsDrawing';

/**
 * A drawn screenshot inside a docs article (placed by `<!-- figure:id -->`, its texts in the
 * article's frontmatter): a window drawn in the site's tokens, so it follows the theme and stays
 * sharp, and never goes stale as a bitmap would. Its words are the page's ink at 14-16 px and its
 * drawn fields have the controls' border: at 12 px in muted grey they read small and faint beside the
 * article's 17 px text (an outside review). To assistive technology it is one image named
 * by its label; the caption says which step it shows.
 */
export function DocFigure({ figure }: { figure: DocFigureData }) {
  return (
    <figure className="my-8">
      <div role="img" aria-label={figure.label} className={cn(frameClass, 'text-ink')} data-mockup>
        <p className={cn(frameBarClass, 'text-sm')}>
          <span className="min-w-0">{figure.window}</span>
        </p>
        {figure.kind === 'shopify-settings' && <ShopifySettingsDrawing figure={figure} />}
        {figure.kind === 'dashboard-form' && <DashboardFormDrawing figure={figure} />}
        {figure.kind === 'setup-steps' && <SetupStepsDrawing figure={figure} />}
      </div>
      <figcaption className="mt-3 text-center text-sm text-ink-muted">{figure.caption}</figcaption>
    </figure>
  );
}
