import { Icon } from '@/components/ui/Icon';
import type { ShopifySettingsFigure } from '@/lib/content/docs';
import { cn } from '@/lib/util/cn';
import { DrawnButton, StepCallout } from './DrawnParts';

/**
 * Step C of Connect Your Shopify Store: Linkwell's Shopify Settings with the credentials (masked,
 * as the dashboard shows them), Save and Sync Data, each the owner fills or presses marked with the
 * number of its step in the list above; the token Linkwell requests itself says so, unnumbered.
 */
export function ShopifySettingsDrawing({ figure }: { figure: ShopifySettingsFigure }) {
  return (
    <div className="p-4 text-sm sm:p-6 sm:text-base">
      <p className="flex items-center gap-2">
        <Icon name="store" className="size-4 text-success-700" />
        <span className="truncate font-mono text-sm">{figure.store}</span>
      </p>
      <div className="mt-4 grid max-w-lg gap-4">
        {figure.fields.map((field) => (
          <div key={field.label}>
            <p className="flex items-center gap-2 text-sm font-semibold">
              {field.label}
              {field.step ? (
                <StepCallout step={field.step} />
              ) : (
                <span className="text-sm font-normal">{field.note}</span>
              )}
            </p>
            <p
              className={cn(
                'mt-1.5 truncate rounded-lg border border-line-control px-3 py-2 font-mono text-sm',
                field.step ? 'bg-surface' : 'bg-surface-muted',
              )}
            >
              {field.value}
            </p>
          </div>
        ))}
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-3">
        <span className="inline-flex items-center gap-1.5">
          <DrawnButton primary>{figure.save.label}</DrawnButton>
          <StepCallout step={figure.save.step} />
        </span>
        <span className="inline-flex items-center gap-1.5">
          <DrawnButton>
            <Icon name="sync" className="size-3.5 text-brand-700" />
            {figure.sync.label}
          </DrawnButton>
          <StepCallout step={figure.sync.step} />
        </span>
        <span className="inline-flex items-center gap-1 text-sm font-medium text-success-700">
          <Icon name="check" className="size-3.5" />
          {figure.result}
        </span>
      </div>
    </div>
  );
}
