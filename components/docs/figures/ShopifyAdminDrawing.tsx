import type { ShopifyAdminFigure } from '@/lib/content/docs';
import { cn } from '@/lib/util/cn';
import { DrawnButton, StepMark } from './DrawnParts';

/**
 * Step A of Connect Your Shopify Store: the Shopify admin with Settings open at Apps and sales
 * channels and Develop apps marked. The admin's own menu shows from 640 px; on a phone the
 * settings list and the panel share the width, as the admin does.
 */
export function ShopifyAdminDrawing({ figure }: { figure: ShopifyAdminFigure }) {
  const lastMenuItem = figure.menu.length - 1;
  return (
    <div className="flex text-sm sm:text-base">
      <ul className="hidden w-36 shrink-0 space-y-0.5 border-r border-line bg-surface-muted p-2 sm:block">
        {figure.menu.map((item, index) => (
          <li
            key={item}
            className={cn(
              'rounded-md px-2 py-1',
              index === lastMenuItem && 'mt-6 bg-surface-raised font-semibold shadow-sm',
            )}
          >
            {item}
          </li>
        ))}
      </ul>
      <ul className="w-36 shrink-0 space-y-0.5 border-r border-line p-2 sm:w-48">
        {figure.settings.map((item) => (
          <li
            key={item}
            className={cn('rounded-md px-2 py-1', item === figure.active && 'bg-brand-50 font-semibold text-brand-800')}
          >
            {item}
          </li>
        ))}
      </ul>
      <div className="min-w-0 flex-1 p-3 sm:p-5">
        <p className="font-semibold text-ink">{figure.active}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {figure.actions.map((action) =>
            action.step ? (
              <span key={action.label} className="inline-flex items-center gap-1.5">
                <span className="rounded-lg ring-2 ring-brand-500 ring-offset-2 ring-offset-surface-raised">
                  <DrawnButton primary>{action.label}</DrawnButton>
                </span>
                <StepMark step={action.step} />
              </span>
            ) : (
              <DrawnButton key={action.label}>{action.label}</DrawnButton>
            ),
          )}
        </div>
        <p className="mt-4">{figure.note}</p>
        <div className="mt-3 space-y-2" aria-hidden="true">
          <span className="block h-2 w-11/12 rounded-full bg-line" />
          <span className="block h-2 w-7/12 rounded-full bg-line" />
        </div>
      </div>
    </div>
  );
}
