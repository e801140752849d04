import { Card } from '@/components/ui/Card';
import { VendorLink } from '@/components/vendors/VendorLink';
import { CaseStudyStorefront } from './CaseStudyStorefront';
import type { CaseStudy } from '@/lib/content/case-studies';

type Labels = {
  glanceTitle: string;
  sellsLabel: string;
  planLabel: string;
  liveInLabel: string;
  vendorsTitle: string;
  storefrontLabel: string;
};

/**
 * The customer beside its story's title: its store as its shop shows it, its wordmark over three of its
 * goods in a browser window (CaseStudyStorefront; its mark alone on a tinted band left the story with no
 * imagery of the store or its products: outside review), then facts
 * that are not results (what it sells, its plan, how soon it was up and running, in a sentence) and the vendors it connected:
 * its catalog's size and how many vendors it connected are the hero's and the Results' figures, and
 * said here as well they read three times in the first screen (outside review).
 */
export function CaseStudyGlance({ study, labels }: { study: CaseStudy; labels: Labels }) {
  return (
    // As tall as its content: stretched to the title's column beside it (longer at 1024 px), the mark's band
    // grew into a large empty panel (outside review). From 768 px to 1279, where it stands under the title at the
    // text's width, the storefront and the facts side by side (the storefront across 768 px spread three small goods
    // over wide gaps: outside reviews RRRR and SSSS); from 1280 px, beside the title, one over the other.
    <Card
      as="section"
      aria-labelledby="glance-title"
      className="grid max-w-3xl overflow-hidden p-0 md:grid-cols-2 xl:grid-cols-1"
    >
      <CaseStudyStorefront study={study} label={labels.storefrontLabel} />
      {/* Beside the storefront (768 to 1279 px) the facts sit at the middle of its height: at the top they left the
          card's lower half empty (outside review UUUUU). */}
      <div className="grid content-center p-5 pt-4">
        {/* Named for a screen reader: under the customer's mark the facts need no visible title (its line and
            margin made the card ~60 px taller than the title's column, an empty band beside it: outside review). */}
        <h2 id="glance-title" className="sr-only">
          {labels.glanceTitle}
        </h2>
        {/* The term over its value: the plan as wide as its name and how soon it went live in the rest. What it
            sells is the storefront's to show, its trade and its goods (a "Sells" line said it twice). */}
        <dl className="flex flex-wrap gap-x-6 gap-y-4">
          {[
            { term: labels.planLabel, value: study.planName },
            // What was live by when, in a sentence: "Live in: 1 week / four manufacturers" read oddly (outside review).
            { term: labels.liveInLabel, value: study.launch },
          ].map((fact, index) => (
            <div key={fact.term} className={index === 1 ? 'flex-1' : undefined}>
              <dt className="text-xs font-medium text-ink-muted">{fact.term}</dt>
              <dd className="mt-0.5 text-sm font-semibold text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-4 text-sm font-medium text-ink-muted">{labels.vendorsTitle}</h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {study.vendorPages.map((vendor) => (
            <li key={vendor.slug}>
              <VendorLink vendor={vendor} look="pill" />
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
