/**
 * A sentence that names a control or panel of the dashboard: each `backticked` name is set as a small
 * UI chip, as the docs set labels, so "the `Last Sync Data` panel" reads as a name on screen and not
 * as a slip in the English.
 */
export function UiLabelText({ text }: { text: string }) {
  return text.split('`').map((part, index) =>
    index % 2 ? (
      <span
        key={index}
        data-ui-label
        className="rounded-md border border-line bg-surface-muted px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-ink"
      >
        {part}
      </span>
    ) : (
      part
    ),
  );
}
