import { Icon } from '@/components/ui/Icon';
import { type IconName } from '@/lib/brand/icons';
import type { StepScenes } from '@/lib/content/product-examples';
import { formatAmount } from '@/lib/docs/price-rule';
import { belowSmallPhone } from '@/lib/util/media';
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

/** Below 360 px the fields one to a row: two to a row left a value and its switch no room (outside review FFF). */
const oneColumnOnSmallPhones = `${belowSmallPhone}{[data-scene=rules]>ul>li{grid-column:1/-1}}`;

/** A switch, on (decoration: its label says what it enforces). */
function Switch() {
  return (
    <span aria-hidden="true" className="inline-flex w-8 shrink-0 justify-end rounded-full bg-brand-600 p-0.5">
      <span className="size-3 rounded-full bg-white" />
    </span>
  );
}

/**
 * One field of the form: its label over its value in an input's box, with its switch when it has one, whole beside
 * the value down to 320 px (it shrank to an empty circle that read as off: outside review FFF).
 */
function Field({ label, value, on = false }: { label: string; value: string; on?: boolean }) {
  return (
    <li>
      <span className="text-xs font-semibold text-ink-muted">{label}</span>
      <span className="mt-1 flex items-center justify-between gap-1 rounded-lg border border-line-control bg-surface px-2 py-1.5 text-sm font-semibold text-ink tabular-nums">
        {value}
        {on && <Switch />}
      </span>
    </li>
  );
}

/**
 * Step 03, drawn as the settings form it is (outside review II: the four scenes were the same card of
 * rows): one vendor's fields, switches and syncs, and the price they give as a receipt, computed by the
 * real price rule.
 */
export function RulesScene({
  title,
  vendor,
  delta,
  syncs,
  previewLabel,
  icon,
  ...example
}: StepScenes[2] & { icon: IconName }) {
  return (
    <SceneFrame title={`${title} · ${vendor.name}`} icon={icon}>
      <div className="text-sm" data-scene="rules">
        <style>{oneColumnOnSmallPhones}</style>
        <ul className="grid grid-cols-2 gap-3 p-4">
          <Field label={RULE_LABELS.markup} value={`+${example.markupPercent}%`} />
          <Field label={RULE_LABELS.delta} value={String(delta)} />
          {/* Bare amounts, as the dashboard's inputs hold them (with "$" a 320 px phone had no room for the switch
              beside "100.00": outside review FFF); the receipt under them reads in dollars. */}
          <Field label={RULE_LABELS.map} value={formatAmount(example.map)} on />
          <Field label={RULE_LABELS.msrp} value={formatAmount(example.msrp)} on />
          <li className="col-span-2">
            <span className="text-xs font-semibold text-ink-muted">{RULE_LABELS.syncs}</span>
            <span className="mt-1 flex gap-1.5">
              {syncs.map((item) => (
                <span
                  key={item}
                  className="inline-flex items-center gap-1 rounded-md bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800"
                >
                  <Icon name="check" className="size-3" />
                  {item}
                </span>
              ))}
            </span>
          </li>
        </ul>
        <div className="border-t border-line bg-surface-muted p-4">
          <span className="block text-xs font-semibold text-ink">{previewLabel}</span>
          {/* The price in a line of steps (as a receipt, a row a step, it made the window twice as tall as
              the step's text beside it from 1280 px: an empty band under the text). */}
          <PricePreview example={example} className="mt-2" />
        </div>
      </div>
    </SceneFrame>
  );
}
