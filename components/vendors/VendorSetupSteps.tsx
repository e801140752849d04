import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { Steps } from '@/components/ui/Steps';
import { fillTemplate } from '@/lib/content/schemas';
import type { VendorDetail, VendorPageContent } from '@/lib/content/vendors';

/**
 * How a store owner connects a live vendor in the dashboard: three steps across the section, the
 * credential named for its method (an API key, an FTP login), so the page answers "what do I need?"
 * before Connect is pressed; then what to have at hand, beside the quieter ask to set it up with our
 * team (a form in a column beside the steps competed with them: outside review).
 */
export function VendorSetupSteps({
  vendor,
  text,
  children,
}: {
  vendor: VendorDetail;
  text: VendorPageContent['steps'];
  /** The ask to set it up with our team: after the steps, beside what to have at hand. */
  children: ReactNode;
}) {
  const gaps = { vendor: vendor.name, credential: text.credential[vendor.integrationMethod] };
  // Step titles are headings, so Title Case (docs/look-and-feel.md): "Enter Its API Key".
  const titleGaps = { ...gaps, credential: gaps.credential.replace(/\b[a-z]/g, (letter) => letter.toUpperCase()) };
  return (
    <>
      {/* Labelled as the form's card is (its eyebrow), so the two read as two choices, the steps first. */}
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{text.yourself}</p>
      <div className="mt-6 text-base">
        <Steps
          steps={text.items.map((step) => ({
            title: fillTemplate(step.title, titleGaps),
            text: fillTemplate(step.text, gaps),
          }))}
        />
      </div>
      {/* Under the steps, beside the quieter ask to set it up with us. */}
      <div className="mt-12 grid items-start gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div className="rounded-card border border-line bg-surface-raised p-5 text-base">
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
        {children}
      </div>
    </>
  );
}
