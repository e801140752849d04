/**
 * A sentence that names a control or panel of the dashboard: each `backticked` name is set in the text's
 * own size, semibold, as Stripe's and Shopify's help set a label, so "the Last Sync Data panel" reads as a name
 * on screen and not as a slip in the English. A bordered chip in the sentence read as a stray tag (outside
 * review XXX).
 */
export function UiLabelText({ text }: { text: string }) {
  return text.split('`').map((part, index) =>
    index % 2 ? (
      <strong key={index} data-ui-label className="font-semibold text-ink">
        {part}
      </strong>
    ) : (
      part
    ),
  );
}
