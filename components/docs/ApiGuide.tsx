import { Prose } from '@/components/ui/Prose';
import type { ApiGuidePart, ApiSample } from '@/lib/content/docs';
import { cn } from '@/lib/util/cn';
import { ApiResponseSample, ApiSampleTabs } from './ApiSampleTabs';
import { CodeSample } from './CodeSample';
import { docsProseStyles } from './prose-styles';

/**
 * Stripe's two columns from 1280 px, shared by the guide and the calls: words left, code right and
 * the wider (the code column at its 452 px floor at 1280 px, the words 372 px, and 506 px from 1440 px: never
 * narrower than the longest line of 12 px code, 58 characters: lib/docs/api-samples.ts). At equal halves the code read narrow
 * beside Stripe's. At 1024 px the docs' sidebar now shows beside the page (DocsReadingLayout: it folded into
 * "Docs menu" there, an outside review), leaving the page 600 px: the code follows its words, full width.
 */
export const apiColumns = 'xl:grid-cols-[minmax(0,1fr)_minmax(28.25rem,1.2fr)]';

/**
 * The samples' column from 1280 px: it stays in view below the header while its words scroll past, as Stripe's
 * does; taller than the window (a long request over its response), it scrolls on its own, so none of it sits
 * out of reach while the section's long field list passes beside it (an outside review).
 */
export const stickySamples =
  'min-w-0 space-y-4 xl:sticky xl:top-24 xl:max-h-[calc(100vh-7rem)] xl:self-start xl:overflow-y-auto';

/**
 * A line of code that is a paragraph of its own (the Authentication guide's header line) in the code panels' 13 px:
 * in the prose's 14 px it was 374 px, 2 px wider than the words' column at 1280 px, and broke across two lines
 * (outside review JJ). It still breaks at its spaces where a phone is narrower than it, inside one box: an inline
 * chip broke into two fragments at 375 px (outside review ZZZZZ).
 */
const codeLines = (html: string) =>
  html.replace(
    /<p><code>((?:(?!<\/code>).)*)<\/code><\/p>/g,
    '<p><code class="inline-block text-[0.8125rem]">$1</code></p>',
  );

/** A guide's rows: each run of words with the samples that follow it; a section's heading starts a new run (lib/content/docs.ts). */
function guideRows(guide: ApiGuidePart[]) {
  const rows: { html: string[]; samples: ApiSample[]; opensSection: boolean }[] = [];
  for (const part of guide) {
    const last = rows.at(-1);
    if (part.kind === 'sample' && last) last.samples.push(part.sample);
    else if (part.kind === 'sample') rows.push({ html: [], samples: [part.sample], opensSection: false });
    else if (last && !part.opensSection && last.samples.length === 0) last.html.push(part.html);
    else rows.push({ html: [part.html], samples: [], opensSection: part.opensSection });
  }
  return rows;
}

/**
 * A guide of the reference (base URL and authentication; errors, pagination and rate limits) in
 * the calls' two columns from 1280 px: each run of words left, the samples it introduces beside it.
 * A table with no sample beside it (the errors' status codes) takes both columns, each status on
 * one line: in the words' column alone its statuses wrapped to two lines beside a void.
 */
export function ApiGuide({ guide, authHeader = '' }: { guide: ApiGuidePart[]; authHeader?: string }) {
  return (
    <div className="space-y-5">
      {guideRows(guide).map((row, index) => (
        <div key={index} className={`grid gap-x-8 gap-y-6 ${apiColumns}`}>
          <div
            className={cn(
              'min-w-0 space-y-5',
              row.samples.length === 0 &&
                row.html.some((html) => html.includes('<table')) &&
                'xl:col-span-2 lg:[&_td:first-child]:whitespace-nowrap',
            )}
          >
            {row.html.map((html, part) => (
              <Prose key={part} html={codeLines(html)} className={docsProseStyles} />
            ))}
          </div>
          {row.samples.length > 0 && (
            // Level with the section's heading (its 3 rem above, docsProseStyles), not with the rule over it.
            <div className={cn(stickySamples, row.opensSection && 'xl:mt-12')}>
              {row.samples.map((sample) =>
                'request' in sample ? (
                  <ApiSampleTabs
                    key={sample.id}
                    anchor={sample.id}
                    title={sample.label}
                    request={sample.request}
                    authHeader={authHeader}
                  />
                ) : sample.language === 'json' ? (
                  <ApiResponseSample key={sample.id} id={sample.id} code={sample.code} label={sample.label} />
                ) : (
                  <CodeSample
                    key={sample.id}
                    id={sample.id}
                    code={sample.code}
                    language={sample.language}
                    label={sample.label}
                    compact
                    dark
                  />
                ),
              )}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
