import { Icon } from '@/components/ui/Icon';
import { type IconName } from '@/lib/brand/icons';
import type { StepScenes } from '@/lib/content/product-examples';
import { formatAmount } from '@/lib/docs/price-rule';
import { PricePreview } from './PricePreview';
import { SceneFrame } from './VisualStage';

/** The Vendor Settings labels the scene shows (the dashboard's names, SPEC section 5). */
const RULE_LABELS = {
  markup: 'Markup',
  map: 'Enforce MAP',
  msrp: 'Enforce MSRP',
  delta: 'Quantity Delta',
  syncs: 'Sync',
} as const;

function Checked({ label }: { label: string }) {
  return (
    <span className="flex items-center gap-2 text-ink-muted">
      <span className="inline-flex size-4 items-center justify-center rounded bg-brand-600 text-white">
        <Icon name="check" className="size-3" />
      </span>
      {label}
    </span>
  );
}

/** Step 03: one vendor's rules, and the price they give, computed by the real price rule. */
export function RulesScene({
  title,
  vendor,
  delta,
  syncs,
  previewLabel,
  icon,
  ...example
}: StepScenes[2] & { icon: IconName }) {
  const value = 'font-semibold text-ink tabular-nums';
  return (
    <SceneFrame title={`${title} · ${vendor.name}`} icon={icon}>
      <ul className="divide-y divide-line text-sm">
        <li className="flex items-center justify-between gap-3 px-4 py-2.5">
          <span className="text-ink-muted">{RULE_LABELS.markup}</span>
          <span className={value}>+{example.markupPercent}%</span>
        </li>
        <li className="flex items-center justify-between gap-3 px-4 py-2.5">
          <Checked label={RULE_LABELS.map} />
          <span className={value}>{formatAmount(example.map)}</span>
        </li>
        <li className="flex items-center justify-between gap-3 px-4 py-2.5">
          <Checked label={RULE_LABELS.msrp} />
          <span className={value}>{formatAmount(example.msrp)}</span>
        </li>
        <li className="flex items-center justify-between gap-3 px-4 py-2.5">
          <span className="text-ink-muted">{RULE_LABELS.delta}</span>
          <span className={value}>{delta}</span>
        </li>
        <li className="flex items-center justify-between gap-3 px-4 py-2.5">
          <span className="text-ink-muted">{RULE_LABELS.syncs}</span>
          <span className="flex gap-1.5">
            {syncs.map((item) => (
              <span key={item} className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                {item}
              </span>
            ))}
          </span>
        </li>
        <li className="bg-surface-muted px-4 py-3">
          <span className="block text-xs font-semibold text-ink">{previewLabel}</span>
          <PricePreview example={example} className="mt-2" />
        </li>
      </ul>
    </SceneFrame>
  );
}
