import { Card } from '@/components/ui/Card';
import { CheckList } from '@/components/ui/CheckList';
import type { LegalPage } from '@/lib/content/legal';

/** A policy's few key facts over its text, two a row from 640 px (each one said in full in the text below it). */
export function LegalSummary({ summary }: { summary: LegalPage['summary'] }) {
  return (
    <Card as="section" aria-labelledby="legal-summary-title" className="p-5">
      <h2 id="legal-summary-title" className="text-sm font-semibold text-ink">
        {summary.title}
      </h2>
      <CheckList items={summary.points} className="mt-3 grid gap-x-8 gap-y-3 text-sm text-ink-muted sm:grid-cols-2" />
    </Card>
  );
}
