import { Prose } from '@/components/ui/Prose';
import { Badge } from '@/components/ui/Badge';
import { BackLink } from '@/components/ui/BackLink';
import { cn } from '@/lib/util/cn';
import type { ApiCall, ApiReference as ApiReferenceData, HelpCenterContent } from '@/lib/content/docs';
import { curlSample, fetchSample } from '@/lib/docs/api-samples';
import { CodeSample } from './CodeSample';
import { CodeTabs } from './CodeTabs';

const methodTone = { GET: 'success', POST: 'brand', PATCH: 'warning' } as const;

type ApiLabels = HelpCenterContent['api'];

const fieldPlace = { body: 'JSON body', path: 'Path', query: 'Query' } as const;

/**
 * Below 640 px the table is stacked: each field a block of label/value rows (Field, Type, Where,
 * Description), the label drawn from the cell's data-label, so a phone reads every column without
 * scrolling sideways. The rules sit on the table once, not on every cell (the page's HTML is budgeted).
 */
const stackedBelowSm = cn(
  'max-sm:block max-sm:[&_tbody]:block max-sm:[&_tr]:block max-sm:[&_tr]:py-3',
  'max-sm:[&_td]:grid max-sm:[&_td]:grid-cols-[6.5rem_minmax(0,1fr)] max-sm:[&_td]:gap-2 max-sm:[&_td]:py-0.5 max-sm:[&_td]:pr-0',
  'max-sm:[&_td]:before:text-xs max-sm:[&_td]:before:font-semibold max-sm:[&_td]:before:text-ink max-sm:[&_td]:before:content-[attr(data-label)]',
);

/** A call's fields: a table from 640 px, label/value rows below (stackedBelowSm). */
function FieldsTable({ call }: { call: ApiCall }) {
  return (
    <table className={cn('mt-5 w-full text-left text-sm [&_td]:py-2 [&_td]:pr-4', stackedBelowSm)}>
      <caption className="sr-only">Fields of {call.title.toLowerCase()}</caption>
      <thead className="max-sm:sr-only">
        <tr className="border-b border-line text-ink">
          <th scope="col" className="py-2 pr-4 font-semibold">
            Field
          </th>
          <th scope="col" className="py-2 pr-4 font-semibold">
            Type
          </th>
          <th scope="col" className="py-2 pr-4 font-semibold">
            Where
          </th>
          <th scope="col" className="py-2 font-semibold">
            Description
          </th>
        </tr>
      </thead>
      <tbody>
        {call.fields.map((field) => (
          <tr key={field.name} className="border-b border-line align-top text-ink-muted">
            <td data-label="Field">
              <code className="font-semibold text-ink">{field.name}</code>
            </td>
            <td data-label="Type" className="font-mono">
              {field.type}
            </td>
            <td data-label="Where">{fieldPlace[field.in]}</td>
            <td data-label="Description">{field.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ApiCallSection({ call, authHeader, labels }: { call: ApiCall; authHeader: string; labels: ApiLabels }) {
  const titleId = `api-${call.id}`;
  const bodyFields = call.fields.filter((field) => field.in === 'body');
  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-x-12 gap-y-6 border-t border-line pt-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
    >
      <div className="min-w-0">
        <h3 id={titleId} className="scroll-mt-24 text-xl font-bold tracking-tight">
          {call.title}
        </h3>
        <p className="mt-3 flex flex-wrap items-center gap-2 font-mono text-sm">
          <Badge tone={methodTone[call.method]}>{call.method}</Badge>
          <code className="break-all text-ink">{call.path}</code>
        </p>
        <p className="mt-3 text-ink-muted">{call.summary}</p>

        {call.fields.length > 0 && <FieldsTable call={call} />}
        {bodyFields.length === 0 && call.method !== 'GET' && (
          <p className="mt-3 text-sm text-ink-muted">{labels.noBody}</p>
        )}
        {/* Only a documented response is shown here; the others are covered once, by the Responses note. */}
        {call.responseExample && (
          <div className="mt-5 text-sm">
            <p className="font-semibold text-ink">Response</p>
            <p className="mt-1 text-ink-muted">{call.response}</p>
          </div>
        )}
      </div>

      <div className="min-w-0 space-y-4 lg:sticky lg:top-24 lg:self-start">
        <CodeTabs label={`Code samples: ${call.title}`} tabs={['curl', 'JavaScript fetch']}>
          <CodeSample
            id={`${titleId}-curl`}
            code={curlSample(call, { authHeader })}
            language="bash"
            label={`curl: ${call.title}`}
          />
          <CodeSample
            id={`${titleId}-fetch`}
            code={fetchSample(call, { authHeader }, call.id === 'count-products')}
            language="javascript"
            label={`JavaScript fetch: ${call.title}`}
          />
        </CodeTabs>
        {call.responseExample && (
          <CodeSample
            id={`${titleId}-response`}
            code={call.responseExample}
            language="json"
            label={`Response: ${call.title}`}
          />
        )}
      </div>
    </section>
  );
}

/**
 * The API Reference, the view of /documentation at #api (and its calls' anchors): fields and notes
 * left, samples right, with the way back to the guides (`backHref`, the guides' anchor).
 */
export function ApiReference({
  api,
  labels,
  backHref,
  className,
}: {
  api: ApiReferenceData;
  labels: ApiLabels;
  backHref: string;
  className?: string;
}) {
  return (
    <section id="api" aria-labelledby="api-title" className={cn('bg-surface py-12 sm:py-16', className)}>
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <BackLink href={backHref}>{labels.backLink}</BackLink>
        <div className="mt-6 grid gap-x-12 gap-y-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{labels.eyebrow}</p>
            <h2
              id="api-title"
              className="mt-2 flex flex-wrap items-center gap-3 text-3xl font-bold tracking-tight sm:text-4xl"
            >
              {api.title}
              <Badge tone="brand">{labels.badge}</Badge>
            </h2>
            <Prose html={api.introHtml} className="mt-4" />
          </div>
          <div className="min-w-0 space-y-4 lg:pt-10">
            <nav aria-label="API calls" className="rounded-xl border border-line p-2">
              <ul className="grid gap-0.5 text-sm">
                {api.calls.map((call) => (
                  <li key={call.id}>
                    <a
                      href={`#api-${call.id}`}
                      className="flex items-center gap-3 rounded-lg px-3 py-2 text-ink hover:bg-surface-muted hover:text-brand-700"
                    >
                      <span className="w-12 shrink-0 font-mono text-xs font-semibold text-ink-subtle">
                        {call.method}
                      </span>
                      <span>{call.title}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <aside aria-labelledby="api-responses-title" className="rounded-xl bg-surface-muted p-4 text-sm">
              <p id="api-responses-title" className="font-semibold text-ink">
                {labels.responsesTitle}
              </p>
              <p className="mt-1 text-ink-muted">{labels.responsesNote}</p>
            </aside>
          </div>
        </div>
        <div className="mt-12 space-y-12">
          {api.calls.map((call) => (
            <ApiCallSection key={call.id} call={call} authHeader={api.authHeader} labels={labels} />
          ))}
        </div>
      </div>
    </section>
  );
}
