import { Badge } from '@/components/ui/Badge';
import { Link } from '@/components/ui/Link';
import type { ApiReference } from '@/lib/content/docs';
import { apiCallAnchor, apiCallHref } from '@/lib/site/routes';
import { ApiCallSamples, methodTone, type ApiLabels } from './ApiReference';

/** The call whose samples the landing shows: a read with no body, safe to try first. */
const SAMPLE_CALL_ID = 'count-products';

/**
 * The landing's API Reference category, at the spec's anchor #api: what the API is for, one call's
 * samples, and every call leading to its place on the full reference page. Each call's line carries
 * the call's anchor (api-<call id>), so a link from before the reference had a page of its own still
 * lands on that call here without JavaScript (DocsBrowser sends it on to the reference with it).
 */
export function DocsApiSection({ api, labels, line }: { api: ApiReference; labels: ApiLabels; line: string }) {
  const sample = api.calls.find((call) => call.id === SAMPLE_CALL_ID) ?? api.calls[0]!;
  return (
    <section id="api" aria-labelledby="api-title" className="mt-8 scroll-mt-24 border-t border-line pt-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id="api-title" className="text-lg font-bold tracking-tight">
              {api.title}
            </h2>
            <Badge tone="brand">{labels.badge}</Badge>
          </div>
          <p className="mt-1 text-sm text-ink-muted">{line}</p>
        </div>
        <Link href={api.href} className="shrink-0 text-sm font-semibold text-brand-700 hover:underline">
          {labels.fullReference}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
      {/* The samples under the calls, at the content's full width: in a column beside them they were cut off (the outside review). */}
      <div className="mt-2">
        <ul aria-label={labels.callsTitle} className="mt-5 divide-y divide-line border-y border-line text-sm">
          {api.calls.map((call) => (
            <li key={call.id} id={apiCallAnchor(call.id)} className="scroll-mt-24">
              <Link
                href={apiCallHref(call.id)}
                className="group grid grid-cols-[3.5rem_minmax(0,1fr)] items-baseline gap-x-3 py-1.5"
              >
                <Badge tone={methodTone[call.method]} className="justify-center font-mono">
                  {call.method}
                </Badge>
                {/*
                 * The path under the title on a phone; from 640 px in a column of its own on the right,
                 * where a long title wraps beside it rather than push it to a line of its own.
                 */}
                <span className="flex flex-col sm:grid sm:grid-cols-[minmax(0,1fr)_auto] sm:items-baseline sm:gap-x-3">
                  <span className="font-semibold text-ink group-hover:text-brand-700">{call.title}</span>
                  <code className="text-xs break-all text-ink-subtle sm:break-normal sm:whitespace-nowrap">
                    {call.path}
                  </code>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <ApiCallSamples call={sample} authHeader={api.authHeader} />
      </div>
    </section>
  );
}
