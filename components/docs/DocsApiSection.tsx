import { Badge } from '@/components/ui/Badge';
import { Link } from '@/components/ui/Link';
import type { ApiReference } from '@/lib/content/docs';
import { apiCallAnchor, apiCallHref } from '@/lib/site/routes';
import type { ApiCall } from '@/lib/content/docs';
import { curlSample, fetchSample, sampleRequest } from '@/lib/docs/api-samples';
import { methodTone } from './api-method';
import type { ApiLabels } from './ApiReference';
import { requestCaption } from './CodePanel';
import { CodeSample } from './CodeSample';
import { CodeTabs } from './CodeTabs';
import { Icon } from '@/components/ui/Icon';

/** The landing's call samples, curl and JavaScript fetch highlighted at build time, ids `api-<call id>-curl` and `-fetch`. */
function ApiCallSamples({ call, authHeader }: { call: ApiCall; authHeader: string }) {
  const anchor = apiCallAnchor(call.id);
  const request = sampleRequest(call, call.id === 'count-products');
  const caption = requestCaption(request.method, request.path);
  return (
    <CodeTabs label={`Code samples: ${call.title}`} tabs={['curl', 'JavaScript fetch']}>
      <CodeSample
        id={`${anchor}-curl`}
        code={curlSample(request, authHeader)}
        language="bash"
        label={`curl: ${call.title}`}
        caption={caption}
      />
      <CodeSample
        id={`${anchor}-fetch`}
        code={fetchSample(request, authHeader)}
        language="javascript"
        label={`JavaScript fetch: ${call.title}`}
        caption={caption}
      />
    </CodeTabs>
  );
}

/** The call whose samples the landing shows: a read with no body, safe to try first. */
const SAMPLE_CALL_ID = 'count-products';

/**
 * The landing's API Reference category, at the spec's anchor #api: a compact card under the store
 * owners' guides, for developers on Premium, on one row with Integrations' from 1024 px. What the API is for, its calls by name (paths and fields
 * are the reference's), and one call's samples. Each call's line carries the call's anchor
 * (api-<call id>), so a link from before the reference had a page of its own still lands on that call
 * here without JavaScript (DocsBrowser sends it on to the reference with it).
 */
export function DocsApiSection({ api, labels, line }: { api: ApiReference; labels: ApiLabels; line: string }) {
  const sample = api.calls.find((call) => call.id === SAMPLE_CALL_ID) ?? api.calls[0]!;
  return (
    <section
      id="api"
      aria-labelledby="api-title"
      className="min-w-0 scroll-mt-24 rounded-card border border-line bg-surface-raised p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-xs font-semibold tracking-wide text-ink-subtle uppercase">{labels.audience}</p>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id="api-title" className="text-lg font-bold tracking-tight">
              {api.title}
            </h2>
            <Badge tone="brand">{labels.badge}</Badge>
          </div>
          <p className="mt-1 text-sm text-ink-muted">{line}</p>
        </div>
        <Link
          href={api.href}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {labels.fullReference}
          <Icon name="arrowRight" className="size-4" />
        </Link>
      </div>
      {/* The calls two a row from 640 px, over the sample at the card's full width (beside them, a curl line was cut off). */}
      <ul
        aria-label={labels.callsTitle}
        className="mt-4 grid gap-x-6 border-y border-line py-2 text-sm sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2"
      >
        {api.calls.map((call) => (
          <li key={call.id} id={apiCallAnchor(call.id)} className="scroll-mt-24">
            <Link
              href={apiCallHref(call.id)}
              className="group grid grid-cols-[3.5rem_minmax(0,1fr)] items-baseline gap-x-3 py-1"
            >
              <Badge tone={methodTone[call.method]} className="justify-center font-mono">
                {call.method}
              </Badge>
              <span className="font-medium text-ink group-hover:text-brand-700">{call.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-5">
        <ApiCallSamples call={sample} authHeader={api.authHeader} />
      </div>
    </section>
  );
}
