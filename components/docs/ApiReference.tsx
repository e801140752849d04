import { Prose } from '@/components/ui/Prose';
import { Badge } from '@/components/ui/Badge';
import type {
  ApiCall,
  ApiGuidePart,
  ApiReference as ApiReferenceData,
  ApiSample,
  HelpCenterContent,
} from '@/lib/content/docs';
import { pageLinks } from '@/lib/site/site';
import { curlSample, fetchSample } from '@/lib/docs/api-samples';
import { keepCodeWordsWhole } from '@/lib/docs/keep-code-words-whole';
import { cn } from '@/lib/util/cn';
import { apiCallAnchor } from '@/lib/site/routes';
import { CodeSample } from './CodeSample';
import { CodeTabs } from './CodeTabs';
import { DocBreadcrumbs } from './DocBreadcrumbs';
import { docsProseStyles } from './prose-styles';

/** The colour of a call's method badge (its text, the method, says it too). */
export const methodTone = { GET: 'success', POST: 'brand', PATCH: 'warning' } as const;

export type ApiLabels = HelpCenterContent['api'];

/**
 * Stripe's two columns from 1280 px, shared by the guide and the calls: words left, code right and
 * the wider (452 of 845 px at 1280 px, 506 of 960 px from 1440 px; the docs' left gutter narrowed:
 * DocsReadingLayout `wide`, the right one kept for the chat toggle), the code never narrower than
 * the longest line of 12 px code (58 characters in 452 px: lib/docs/api-samples.ts). At equal
 * halves the code read narrow beside Stripe's (an outside review).
 */
const apiColumns = 'xl:grid-cols-[minmax(0,1fr)_minmax(28.25rem,1.2fr)]';

/** The samples' column from 1280 px: it stays in view below the header while its words scroll past, as Stripe's does. */
const stickySamples = 'min-w-0 space-y-4 xl:sticky xl:top-24 xl:self-start';

/** Where a field goes, named once over its group as Stripe's reference does, in the order a request is written. */
const fieldGroups = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['body', 'Body parameters'],
] as const;

/**
 * A call's fields, a table per place (path, query, JSON body) under its name, each field set as
 * Stripe's parameters are at every width: its name, type and whether it is required on a line, the
 * description under them (`.api-fields` in app/globals.css).
 */
function FieldTables({ call }: { call: ApiCall }) {
  return fieldGroups.map(([place, title]) => {
    const fields = call.fields.filter((field) => field.in === place);
    return (
      fields.length > 0 && (
        <table key={place} className="api-fields mt-5 w-full text-left text-sm">
          <caption className="border-b border-line pb-2 text-left font-semibold text-ink">{title}</caption>
          <tbody>
            {fields.map((field) => (
              <tr key={field.name}>
                <th scope="row">
                  <code>{field.name}</code>
                  <span>{field.type}</span>
                  {field.optional ? <small>Optional</small> : <strong>Required</strong>}
                </th>
                <td>{field.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )
    );
  });
}

/** A call's curl and JavaScript fetch samples in tabs, ids `api-<call id>-curl` and `-fetch`. */
export function ApiCallSamples({ call, authHeader }: { call: ApiCall; authHeader: string }) {
  const anchor = apiCallAnchor(call.id);
  return (
    <CodeTabs label={`Code samples: ${call.title}`} tabs={['curl', 'JavaScript fetch']}>
      <CodeSample
        id={`${anchor}-curl`}
        code={curlSample(call, { authHeader })}
        language="bash"
        label={`curl: ${call.title}`}
      />
      <CodeSample
        id={`${anchor}-fetch`}
        code={fetchSample(call, { authHeader }, call.id === 'count-products')}
        language="javascript"
        label={`JavaScript fetch: ${call.title}`}
      />
    </CodeTabs>
  );
}

function ApiCallSection({ call, authHeader, labels }: { call: ApiCall; authHeader: string; labels: ApiLabels }) {
  const titleId = apiCallAnchor(call.id);
  const bodyFields = call.fields.filter((field) => field.in === 'body');
  return (
    <section
      aria-labelledby={titleId}
      // From 1280 px Stripe's two columns: the call and its fields left, the samples right and sticky.
      className={`grid gap-x-8 gap-y-6 border-t border-line pt-10 ${apiColumns}`}
    >
      <div className="min-w-0">
        <h2 id={titleId} className="scroll-mt-24 text-xl font-bold tracking-tight">
          {call.title}
        </h2>
        <p className="mt-3 flex flex-wrap items-center gap-2 font-mono text-sm">
          <Badge tone={methodTone[call.method]}>{call.method}</Badge>
          <code className="break-all text-ink">{call.path}</code>
        </p>
        <p className="mt-3 text-ink-muted">{call.summary}</p>

        <FieldTables call={call} />
        {bodyFields.length === 0 && call.method !== 'GET' && (
          <p className="mt-3 text-sm text-ink-muted">{labels.noBody}</p>
        )}
        <div className="mt-5 text-sm">
          <p className="font-semibold text-ink">
            {labels.returns}{' '}
            <code className="ml-1 font-mono text-xs font-semibold text-success-700">{call.status}</code>
          </p>
          <p className="mt-1 text-ink-muted">{call.response}</p>
        </div>
      </div>

      <div className={stickySamples}>
        {/* curl only here, as the HTML budget allows: the landing's #api shows the JavaScript fetch form. */}
        <CodeSample
          id={`${titleId}-curl`}
          code={curlSample(call, { authHeader })}
          language="bash"
          label={`curl: ${call.title}`}
          compact
        />
        <CodeSample
          id={`${titleId}-response`}
          code={call.responseExample}
          language="json"
          label={`Response: ${call.status}`}
          compact
        />
      </div>
    </section>
  );
}

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
export function ApiGuide({ guide }: { guide: ApiGuidePart[] }) {
  return (
    <div className="space-y-5">
      {guideRows(guide).map((row, index) => (
        <div key={index} className={`grid gap-x-8 gap-y-6 ${apiColumns}`}>
          <div
            className={cn(
              'min-w-0 space-y-5',
              row.samples.length === 0 &&
                row.html.some((html) => html.includes('<table')) &&
                'xl:col-span-2 xl:[&_td:first-child]:whitespace-nowrap',
            )}
          >
            {row.html.map((html, part) => (
              <Prose key={part} html={keepCodeWordsWhole(html)} className={docsProseStyles} />
            ))}
          </div>
          {row.samples.length > 0 && (
            // Level with the section's heading (its 3 rem above, docsProseStyles), not with the rule over it.
            <div className={cn(stickySamples, row.opensSection && 'xl:mt-12')}>
              {row.samples.map((sample) => (
                <CodeSample
                  key={sample.id}
                  id={sample.id}
                  code={sample.code}
                  language={sample.language}
                  label={sample.label}
                  compact
                />
              ))}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}

/**
 * The full API reference (/documentation/api-reference), in the docs' reading layout: the title
 * with the Premium badge and the intro, the guide (base URL, authentication, errors, pagination,
 * rate limits), then each call under its anchor `api-<call id>`, fields and response notes left and
 * the curl sample with a response example right from 1280 px.
 */
export function ApiReference({ api, labels }: { api: ApiReferenceData; labels: ApiLabels }) {
  return (
    <article>
      <DocBreadcrumbs
        trail={[{ name: pageLinks.documentation.title, href: pageLinks.documentation.href }, { name: api.title }]}
      />
      <header className="mt-6 border-b border-line pb-8">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1 className="text-4xl font-bold tracking-tight">{api.title}</h1>
          <Badge tone="brand">{labels.badge}</Badge>
        </div>
        <Prose html={keepCodeWordsWhole(api.introHtml)} className="mt-3 max-w-3xl text-lg" />
      </header>
      <ApiGuide guide={api.guide} />
      <div className="mt-14 space-y-12">
        {api.calls.map((call) => (
          <ApiCallSection key={call.id} call={call} authHeader={api.authHeader} labels={labels} />
        ))}
      </div>
    </article>
  );
}
