import { Steps } from '@/components/ui/Steps';
import { fillTemplate } from '@/lib/content/schemas';
import type { VendorDetail, VendorPageContent } from '@/lib/content/vendors';

/**
 * How a store owner connects a live vendor in the dashboard, in three steps beside the form that
 * asks our team to do it with them: the credential named for its method (an API key, an FTP
 * login), so the page answers "what do I need?" before Connect is pressed.
 */
export function VendorSetupSteps({ vendor, text }: { vendor: VendorDetail; text: VendorPageContent['steps'] }) {
  const gaps = { vendor: vendor.name, credential: text.credential[vendor.integrationMethod] };
  // Step titles are headings, so Title Case (docs/look-and-feel.md): "Enter Its API Key".
  const titleGaps = { ...gaps, credential: gaps.credential.replace(/\b[a-z]/g, (letter) => letter.toUpperCase()) };
  return (
    <>
      <p>{text.lead}</p>
      <div className="mt-6 text-base">
        <Steps
          layout="column"
          steps={text.items.map((step) => ({
            title: fillTemplate(step.title, titleGaps),
            text: fillTemplate(step.text, gaps),
          }))}
        />
      </div>
    </>
  );
}
