import { Card } from '@/components/ui/Card';
import { Icon } from '@/components/ui/Icon';
import type { LegalPage } from '@/lib/content/legal';

/** A policy's few key facts over its text, two a row from 640 px (each one said in full in the text below it). */
export function LegalSummary({ summary }: { summary: LegalPage['summary'] }) {
  return (
    <Card as="section" aria-labelledby="legal-summary-title" className="p-5">
      <h2 id="legal-summary-title" className="text-sm font-semibold text-ink">
        {summary.title}
      </h2>
      <ul className="mt-3 grid gap-x-8 gap-y-3 text-sm text-ink-muted sm:grid-cols-2">
        {summary.points.map((point) => (
          <li key={point} className="flex gap-2.5">
            <Icon name="check" className="mt-0.5 size-4 text-success-700" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
