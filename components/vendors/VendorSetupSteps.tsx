import { Icon } from '@/components/ui/Icon';
import { Steps } from '@/components/ui/Steps';
import { fillTemplate } from '@/lib/content/schemas';
import type { VendorDetail, VendorPageContent } from '@/lib/content/vendors';

/**
 * How a store owner connects a live vendor in the dashboard, in three steps beside the form that
 * asks our team to do it with them: the credential named for its method (an API key, an FTP
 * login), so the page answers "what do I need?" before Connect is pressed; then what to have at
 * hand, so the column runs as long as the form beside it (it had left a gap under the steps).
 */
export function VendorSetupSteps({ vendor, text }: { vendor: VendorDetail; text: VendorPageContent['steps'] }) {
  const gaps = { vendor: vendor.name, credential: text.credential[vendor.integrationMethod] };
  // Step titles are headings, so Title Case (docs/look-and-feel.md): "Enter Its API Key".
  const titleGaps = { ...gaps, credential: gaps.credential.replace(/\b[a-z]/g, (letter) => letter.toUpperCase()) };
  return (
    <>
      <p>{text.lead}</p>
      {/* Labelled as the form's card is (its eyebrow), so the two columns read as two choices. */}
      <p className="mt-8 text-sm font-semibold tracking-wide text-brand-700 uppercase">{text.yourself}</p>
      <div className="mt-4 text-base">
        <Steps
          layout="column"
          steps={text.items.map((step) => ({
            title: fillTemplate(step.title, titleGaps),
            text: fillTemplate(step.text, gaps),
          }))}
        />
      </div>
      <div className="mt-8 rounded-card border border-line bg-surface-raised p-5 text-base">
        <h3 className="font-semibold text-ink">{text.ready.title}</h3>
        <ul className="mt-3 space-y-2 text-sm text-ink-muted">
          {text.ready.items.map((item) => (
            <li key={item} className="flex gap-2">
              <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success-700" />
              {fillTemplate(item, gaps)}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
