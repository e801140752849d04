import { Prose } from '@/components/content/Prose';
import { Badge } from '@/components/ui/Badge';
import type { ApiCall, ApiReference as ApiReferenceData, HelpCenterContent } from '@/lib/content/docs';
import { curlSample, fetchSample } from '@/lib/docs/api-samples';
import { CodeSample } from './CodeSample';
import { CodeTabs } from './CodeTabs';

const methodTone = { GET: 'success', POST: 'brand', PATCH: 'warning' } as const;

type ApiLabels = HelpCenterContent['api'];

function ApiCallSection({ call, authHeader, labels }: { call: ApiCall; authHeader: string; labels: ApiLabels }) {
  const titleId = `api-${call.id}`;
  const bodyFields = call.fields.filter((field) => field.in === 'body');
  return (
    <section aria-labelledby={titleId} className="border-t border-line pt-10">
      <h3 id={titleId} className="text-xl font-bold tracking-tight">
        {call.title}
      </h3>
      <p className="mt-3 flex flex-wrap items-center gap-2 font-mono text-sm">
        <Badge tone={methodTone[call.method]}>{call.method}</Badge>
        <code className="break-all text-ink">{call.path}</code>
      </p>
      <p className="mt-3 text-ink-muted">{call.summary}</p>

      {call.fields.length > 0 && (
        <div
          className="mt-5 overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={`Fields of ${call.title.toLowerCase()}`}
        >
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">Fields of {call.title.toLowerCase()}</caption>
            <thead>
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
                <tr key={field.name} className="border-b border-line align-top">
                  <td className="py-2 pr-4">
                    <code className="font-semibold text-ink">{field.name}</code>
                  </td>
                  <td className="py-2 pr-4 font-mono text-ink-muted">{field.type}</td>
                  <td className="py-2 pr-4 text-ink-muted">
                    {field.in === 'body' ? 'JSON body' : field.in === 'path' ? 'Path' : 'Query'}
                  </td>
                  <td className="py-2 text-ink-muted">{field.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {bodyFields.length === 0 && call.method !== 'GET' && (
        <p className="mt-3 text-sm text-ink-muted">{labels.noBody}</p>
      )}

      <div className="mt-5 rounded-lg border border-line bg-surface-muted p-4 text-sm">
        <p className="font-semibold text-ink">Response</p>
        <p className="mt-1 text-ink-muted">{call.response}</p>
        {call.responseExample && (
          <pre className="mt-3 overflow-x-auto rounded-md bg-surface-raised p-3 font-mono text-xs text-ink">
            <code>{call.responseExample}</code>
          </pre>
        )}
      </div>

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
    </section>
  );
}

/** The API Reference section of /documentation (anchor #api). */
export function ApiReference({ api, labels }: { api: ApiReferenceData; labels: ApiLabels }) {
  return (
    <section id="api" aria-labelledby="api-title" className="border-t border-line bg-surface py-16 sm:py-20">
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
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
        <nav aria-label="API calls" className="mt-8">
          <ul className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {api.calls.map((call) => (
              <li key={call.id}>
                <a
                  href={`#api-${call.id}`}
                  className="flex items-center gap-2 rounded-lg border border-line px-3 py-2 hover:border-brand-300 hover:text-brand-700"
                >
                  <span className="w-12 shrink-0 font-mono text-xs font-semibold text-ink-subtle">{call.method}</span>
                  <span>{call.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-10 space-y-12">
          {api.calls.map((call) => (
            <ApiCallSection key={call.id} call={call} authHeader={api.authHeader} labels={labels} />
          ))}
        </div>
      </div>
    </section>
  );
}
