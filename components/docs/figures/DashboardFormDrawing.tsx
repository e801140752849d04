import { Icon } from '@/components/ui/Icon';
import type { DashboardFormFigure } from '@/lib/content/docs';
import { cn } from '@/lib/util/cn';
import { DrawnButton, StepCallout } from './DrawnParts';

/**
 * A Linkwell dashboard screen with a form (Add Vendor(s), Vendor Shopify Settings, Vendor
 * Settings, the vendor detail page): an optional list on the left (the vendors, the page's tabs), a
 * status line, the fields (a select drawn with its arrow, a read-only value as plain text), the ticked choices and the buttons, each numbered with its step where it has one.
 */
export function DashboardFormDrawing({ figure }: { figure: DashboardFormFigure }) {
  return (
    <div className="flex text-sm sm:text-base">
      {figure.list && (
        <div className="hidden w-44 shrink-0 border-r border-line bg-surface-muted p-3 sm:block">
          <p className="px-2 text-sm font-semibold">{figure.list.title}</p>
          <ul className="mt-2 space-y-0.5 text-sm">
            {figure.list.items.map((item) => (
              <li
                key={item}
                className={cn(
                  'rounded-md px-2 py-1.5',
                  item === figure.list!.active && 'bg-surface-raised font-semibold shadow-sm',
                )}
              >
                {item}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="min-w-0 flex-1 p-4 sm:p-6">
        <p className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold">{figure.heading}</span>
          {figure.status && <span className="badge bg-brand-50 text-brand-800 ring-brand-200">{figure.status}</span>}
        </p>
        <div className="mt-4 grid max-w-md gap-4">
          {figure.fields.map((field) => (
            <div key={field.label}>
              <p className="flex items-center gap-2 text-sm font-semibold">
                {field.label}
                {field.step && <StepCallout step={field.step} />}
              </p>
              <p
                className={cn(
                  'mt-1.5 flex items-center justify-between gap-2 text-sm',
                  !field.readOnly && 'rounded-lg border border-line-control bg-surface px-3 py-2',
                )}
              >
                <span className={cn('min-w-0', field.masked && 'font-mono')}>{field.value}</span>
                {field.select && <Icon name="chevronDown" className="size-4 shrink-0 text-ink-subtle" />}
              </p>
            </div>
          ))}
        </div>
        {figure.checks && (
          <div className="mt-4">
            <p className="flex items-center gap-2 text-sm font-semibold">
              {figure.checks.label}
              {figure.checks.step && <StepCallout step={figure.checks.step} />}
            </p>
            <p className="mt-2 flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {figure.checks.items.map((item) => (
                <span key={item} className="inline-flex items-center gap-1.5">
                  <span className="inline-flex size-4 items-center justify-center rounded bg-brand-600 text-white">
                    <Icon name="check" className="size-3" />
                  </span>
                  {item}
                </span>
              ))}
            </p>
          </div>
        )}
        <p className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-3">
          {figure.actions.map((action, index) => (
            <span key={action.label} className="inline-flex items-center gap-1.5">
              <DrawnButton primary={index === 0}>
                {action.icon && <Icon name={action.icon} className="size-3.5" />}
                {action.label}
              </DrawnButton>
              {action.step && <StepCallout step={action.step} />}
            </span>
          ))}
        </p>
        {figure.result && (
          <p className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-success-700">
            <Icon name="check" className="size-3.5" />
            {figure.result}
          </p>
        )}
      </div>
    </div>
  );
}
