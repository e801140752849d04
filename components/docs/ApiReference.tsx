import { Prose } from '@/components/ui/Prose';
import { Badge } from '@/components/ui/Badge';
import { BackLink } from '@/components/ui/BackLink';
import { Container } from '@/components/ui/Container';
import { Hero } from '@/components/ui/Hero';
import { cn } from '@/lib/util/cn';
import type { ApiCall, ApiReference as ApiReferenceData, HelpCenterContent } from '@/lib/content/docs';
import { curlSample, fetchSample } from '@/lib/docs/api-samples';
import { apiCallAnchor } from '@/lib/site/routes';
import { CodeSample } from './CodeSample';
import { CodeTabs } from './CodeTabs';

/** The colour of a call's method badge (its text, the method, says it too). */
export const methodTone = { GET: 'success', POST: 'brand', PATCH: 'warning' } as const;

export type ApiLabels = HelpCenterContent['api'];

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

/** A call's curl and JavaScript fetch samples in tabs, ids `api-<call id>-curl` and `-fetch`. */
export function ApiCallSamples({ call, authHeader, wrap }: { call: ApiCall; authHeader: string; wrap?: boolean }) {
  const anchor = apiCallAnchor(call.id);
  return (
    <CodeTabs label={`Code samples: ${call.title}`} tabs={['curl', 'JavaScript fetch']}>
      <CodeSample
        id={`${anchor}-curl`}
        code={curlSample(call, { authHeader })}
        language="bash"
        label={`curl: ${call.title}`}
        wrap={wrap}
      />
      <CodeSample
        id={`${anchor}-fetch`}
        code={fetchSample(call, { authHeader }, call.id === 'count-products')}
        language="javascript"
        label={`JavaScript fetch: ${call.title}`}
        wrap={wrap}
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
      className="grid gap-x-12 gap-y-6 border-t border-line pt-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
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
        <ApiCallSamples call={call} authHeader={authHeader} />
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
 * The full API reference, a page of its own (/documentation/api-reference): the intro with the
 * calls and the responses note beside it in the hero, then each call, fields and notes left and
 * samples right, under its anchor `api-<call id>`. `backHref` leads back to the documentation.
 */
export function ApiReference({
  api,
  labels,
  backHref,
}: {
  api: ApiReferenceData;
  labels: ApiLabels;
  backHref: string;
}) {
  return (
    <>
      <Hero
        variant="document"
        width="default"
        kicker={
          <div>
            <BackLink href={backHref}>{labels.backLink}</BackLink>
            <p className="mt-6 flex flex-wrap items-center gap-3">
              <span className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{labels.eyebrow}</span>
              <Badge tone="brand">{labels.badge}</Badge>
            </p>
          </div>
        }
        title={api.title}
        intro={<Prose html={api.introHtml} />}
        aside={
          <div className="space-y-4">
            <nav aria-label={labels.callsTitle} className="rounded-xl border border-line bg-surface-raised p-2">
              <ul className="grid gap-0.5 text-sm">
                {api.calls.map((call) => (
                  <li key={call.id}>
                    <a
                      href={`#${apiCallAnchor(call.id)}`}
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
        }
      />
      <Container className="space-y-12 pt-4 pb-12 sm:pb-16">
        {api.calls.map((call) => (
          <ApiCallSection key={call.id} call={call} authHeader={api.authHeader} labels={labels} />
        ))}
      </Container>
    </>
  );
}
