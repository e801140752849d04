'use client';

import { Icon } from '@/components/ui/Icon';
import { Link } from '@/components/ui/Link';

/**
 * A call's fields as rows of plain strings: rendered here, in a client component, the page's payload
 * carries each row's words once as data rather than their markup tree, which paid for the Returns
 * blocks within the page's HTML budget (as ApiSampleTabs does for the samples). Set as Stripe's are
 * at every width (`.api-fields` in app/globals.css): name, type and, for a parameter, whether it is
 * required on a line, the description under them.
 */

/** A call's words with its fields' names in code, as the reference's other words set them: `limit` in backticks. */
const withCode = (text: string) =>
  text.split('`').map((part, index) =>
    index % 2 ? (
      <code key={index} className="font-mono text-xs text-ink">
        {part}
      </code>
    ) : (
      part
    ),
  );

/** A parameter: name, type, description, and whether it may be left out. */
export type ApiParameterRow = [name: string, type: string, description: string, optional: boolean];
/** A response field: name, type, description. */
export type ApiResponseRow = [name: string, type: string, description: string];

/** The parameters of one place (path, query or body) under their caption. */
export function ApiParameterTable({ caption, rows }: { caption: string; rows: ApiParameterRow[] }) {
  return (
    <table className="api-fields mt-5 w-full text-left text-sm">
      <caption className="border-b border-line pb-2 text-left font-semibold text-ink">{caption}</caption>
      <tbody>
        {rows.map(([name, type, description, optional]) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
              <span>{type}</span>
              {optional ? <small>Optional</small> : <strong>Required</strong>}
            </th>
            <td>{description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A call's Returns block, under its parameters as on Stripe's reference: the success status, what comes
 * back, each field of it (a definition list, folded when longer than three), then the call's own error and the
 * link to every error's shape.
 */
export function ApiReturns({
  label,
  status,
  lead,
  rows,
  errors,
  errorsLink,
  fields,
}: {
  label: string;
  status: string;
  lead?: string;
  rows: ApiResponseRow[];
  errors?: string;
  errorsLink: { href: string; text: string };
  /** The folded list's toggle, "{count} response fields". */
  fields: string;
}) {
  const list = (
    <dl className="api-fields">
      {rows.map(([name, type, description]) => (
        <div key={name}>
          <dt>
            <code>{name}</code>
            <span>{type}</span>
          </dt>
          <dd>{description}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <div className="mt-5 text-sm">
      <p className="border-b border-line pb-2 font-semibold text-ink">
        {`${label} `}
        <code className="ml-1 font-mono text-xs text-success-700">{status}</code>
      </p>
      {lead && <p className="mt-2 text-ink-muted">{withCode(lead)}</p>}
      {rows.length > 3 ? (
        // A long list folded at every width, as Stripe folds child attributes: open, it left some 1,000 px of empty
        // column beside the code (an outside review), and open on a desktop but folded on a phone read as two designs
        // (outside review CCC). Folded, a call's words end about where its samples do.
        <details className="group">
          <summary className="mt-2 inline-flex cursor-pointer list-none items-center gap-1 font-medium text-brand-700">
            <Icon name="chevronDown" className="size-4 group-open:rotate-180" />
            {fields.replace('{count}', String(rows.length))}
          </summary>
          {list}
        </details>
      ) : (
        list
      )}
      <p className="mt-3 text-ink-muted">
        {errors && withCode(`${errors} `)}
        <Link href={errorsLink.href} className="font-medium text-brand-700 hover:underline">
          {errorsLink.text}
        </Link>
      </p>
    </div>
  );
}
