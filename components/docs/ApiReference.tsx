import { Link } from '@/components/ui/Link';
import { Prose } from '@/components/ui/Prose';
import { Badge } from '@/components/ui/Badge';
import { Icon } from '@/components/ui/Icon';
import type { ApiCall, ApiReference as ApiReferenceData, HelpCenterContent } from '@/lib/content/docs';
import { pageLinks } from '@/lib/site/site';
import { sampleRequest } from '@/lib/docs/api-samples';
import { apiCallAnchor, apiLimitsHref } from '@/lib/site/routes';
import { ApiGuide, apiColumns, stickySamples } from './ApiGuide';
import { methodTone } from './api-method';
import { ApiParameterTable, ApiReturns } from './ApiFieldList';
import { ApiResponseSample, ApiSampleTabs } from './ApiSampleTabs';
import { DocBreadcrumbs } from './DocBreadcrumbs';

export type ApiLabels = HelpCenterContent['api'];

/** Where a field goes, named once over its group as Stripe's reference does, in the order a request is written. */
const fieldGroups = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['body', 'Body parameters'],
] as const;

/** A call's parameters, a table per place (path, query, JSON body) under its name (ApiFieldList). */
function FieldTables({ call }: { call: ApiCall }) {
  return fieldGroups.map(([place, title]) => {
    const fields = call.fields.filter((field) => field.in === place);
    return (
      fields.length > 0 && (
        <ApiParameterTable
          key={place}
          caption={title}
          rows={fields.map((field) => [field.name, field.type, field.description, field.optional])}
        />
      )
    );
  });
}

function ApiCallSection({ call, authHeader, labels }: { call: ApiCall; authHeader: string; labels: ApiLabels }) {
  const titleId = apiCallAnchor(call.id);
  const bodyFields = call.fields.filter((field) => field.in === 'body');
  return (
    <section
      aria-labelledby={titleId}
      // From 1280 px Stripe's two columns: the call, its fields and what it returns left, the samples right and sticky.
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
        <p className="mt-3 text-ink-muted">
          {call.summary}
          {call.see && (
            <>
              {' See '}
              <Link
                href={`${apiLimitsHref}#${call.see.section}`}
                className="font-medium text-brand-700 hover:underline"
              >
                {call.see.label}
              </Link>
              .
            </>
          )}
        </p>

        <FieldTables call={call} />
        {bodyFields.length === 0 && call.method !== 'GET' && (
          <p className="mt-3 text-sm text-ink-muted">{labels.noBody}</p>
        )}
        {/* Always in the words' column, beside the code as the parameters are: under both columns a long list broke the
            page's text-and-code rhythm and left a gap beside the code (outside review). */}
        <ApiReturns
          label={labels.returns}
          status={call.status}
          lead={call.response}
          // Each field from the response example beside it (lib/content/docs.ts).
          rows={call.returns.map((field) => [field.name, field.type, field.description])}
          errors={call.errors}
          errorsLink={{ href: `${apiLimitsHref}#errors`, text: labels.errorsLink }}
          fields={labels.fields}
        />
      </div>

      {/* Below 768 px folded under its toggle, as the Returns fields fold: open, each call's request and response
          made the phone's page some 10,600 px long, code over most of it (outside review KK). From 768 px open, its
          toggle hidden (.open-md, app/globals.css). Native, so it works before hydration. */}
      <details className={`open-md group ${stickySamples}`}>
        <summary className="inline-flex cursor-pointer list-none items-center gap-1 text-sm font-medium text-brand-700">
          <Icon name="chevronDown" className="size-4 group-open:rotate-180" />
          {labels.example}
        </summary>
        <ApiSampleTabs
          anchor={titleId}
          title={call.title}
          request={sampleRequest(call, call.id === 'count-products')}
          authHeader={authHeader}
        />
        <ApiResponseSample id={`${titleId}-response`} code={call.responseExample} label={`Response: ${call.status}`} />
      </details>
    </section>
  );
}

/**
 * The full API reference (/documentation/api-reference), in the docs' reading layout: the title
 * with the Premium badge and the intro, the guide (base URL, authentication, errors, pagination,
 * rate limits), then each call under its anchor `api-<call id>`, fields and response notes left and
 * the curl sample with a response example right from 1024 px.
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
        <Prose html={api.introHtml} className="mt-3 max-w-3xl text-lg" />
      </header>
      <ApiGuide guide={api.guide} authHeader={api.authHeader} />
      <div className="mt-14 flex flex-col gap-12">
        {api.calls.map((call) => (
          <ApiCallSection key={call.id} call={call} authHeader={api.authHeader} labels={labels} />
        ))}
      </div>
    </article>
  );
}
