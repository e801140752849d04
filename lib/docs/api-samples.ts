/** Builds the curl and JavaScript fetch samples of one documented API call from its fields. */

type SampleField = {
  name: string;
  in: 'body' | 'path' | 'query';
  optional?: boolean;
  default?: number;
  example: string | number | boolean;
};
type SampleCall = { method: 'GET' | 'POST' | 'PATCH'; path: string; fields: SampleField[] };
type SampleOptions = { authHeader: string; hostVariable?: string; tokenVariable?: string };

const HOST = 'LINKWELL_HOST';
const TOKEN = 'LINKWELL_TOKEN';

function resolvePath(call: SampleCall): string {
  let path = call.path;
  for (const field of call.fields.filter((entry) => entry.in === 'path'))
    path = path.replace(`{${field.name}}`, String(field.example));
  const query = call.fields
    .filter((entry) => entry.in === 'query' && (!entry.optional || entry.default !== undefined))
    .map((entry) => `${entry.name}=${encodeURIComponent(String(entry.example))}`);
  return query.length ? `${path}?${query.join('&')}` : path;
}

const bodyOf = (call: SampleCall) => {
  const fields = call.fields.filter((entry) => entry.in === 'body');
  return fields.length ? Object.fromEntries(fields.map((entry) => [entry.name, entry.example])) : null;
};

/**
 * The method on curl's line and the address on its own, so that no line passes 60 characters: the
 * reference's code column shows every line whole at 1440 px (Stripe's samples are kept as short).
 */
export function curlSample(call: SampleCall, { authHeader }: SampleOptions): string {
  const body = bodyOf(call);
  const lines = [
    `curl -X ${call.method}`,
    `  "https://$${HOST}${resolvePath(call)}"`,
    `  -H "${authHeader}: Bearer $${TOKEN}"`,
  ];
  if (body) {
    lines.push('  -H "Content-Type: application/json"');
    // The body as a reader writes it, one field a line (on one line it ran far past the box).
    lines.push(`  -d '${JSON.stringify(body, null, 2).replace(/\n/g, '\n  ')}'`);
  }
  return lines.join(' \\\n');
}

const jsValue = (value: string | number | boolean) =>
  typeof value === 'string' ? `'${value.replace(/'/g, "\\'")}'` : String(value);

/** The address in a constant of its own, for the same short lines as curlSample's. */
export function fetchSample(call: SampleCall, { authHeader }: SampleOptions, readsCount = false): string {
  const body = bodyOf(call);
  const lines = [
    `const { ${HOST}, ${TOKEN} } = process.env;`,
    `const url = \`https://\${${HOST}}${resolvePath(call)}\`;`,
    'const response = await fetch(url, {',
    `  method: '${call.method}',`,
    '  headers: {',
    `    '${authHeader}': \`Bearer \${${TOKEN}}\`,`,
  ];
  if (body) lines.push(`    'Content-Type': 'application/json',`);
  lines.push('  },');
  if (body) {
    lines.push('  body: JSON.stringify({');
    for (const [name, value] of Object.entries(body)) lines.push(`    ${name}: ${jsValue(value)},`);
    lines.push('  }),');
  }
  lines.push('});');
  lines.push('if (!response.ok) {', '  throw new Error(`Request failed: ${response.status}`);', '}');
  if (readsCount) lines.push('const { count } = await response.json();');
  return lines.join('\n');
}
