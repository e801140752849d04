/**
 * Builds the curl, JavaScript fetch and Python samples of one documented API call. The server reduces
 * a call to a small request (sampleRequest); the samples are written from that alone, so the API
 * reference can send the request to the browser and write the other languages there
 * (components/docs/ApiSampleTabs.tsx), instead of carrying each sample twice in its HTML.
 */

type SampleValue = string | number | boolean;
type SampleField = {
  name: string;
  in: 'body' | 'path' | 'query';
  optional?: boolean;
  default?: number;
  example: SampleValue;
};
type SampleCall = { method: 'GET' | 'POST' | 'PATCH'; path: string; fields: SampleField[] };

/** What a sample sends: the method, the path with its path and query fields filled in, the JSON body if any. */
export type SampleRequest = {
  method: string;
  path: string;
  body?: Record<string, SampleValue>;
  /** The sample ends by reading the answer's `count` (the landing's Count products). */
  count?: true;
};

const HOST = 'LINKWELL_HOST';
const TOKEN = 'LINKWELL_TOKEN';

export function sampleRequest(call: SampleCall, count = false): SampleRequest {
  let path = call.path;
  for (const field of call.fields.filter((entry) => entry.in === 'path'))
    path = path.replace(`{${field.name}}`, String(field.example));
  const query = call.fields
    .filter((entry) => entry.in === 'query' && (!entry.optional || entry.default !== undefined))
    .map((entry) => `${entry.name}=${encodeURIComponent(String(entry.example))}`);
  const body = call.fields.filter((entry) => entry.in === 'body');
  return {
    method: call.method,
    path: query.length ? `${path}?${query.join('&')}` : path,
    ...(body.length > 0 && { body: Object.fromEntries(body.map((entry) => [entry.name, entry.example])) }),
    ...(count && { count: true }),
  };
}

/**
 * The method on curl's line and the address on its own, so that no line passes 60 characters: the
 * reference's code column shows every line whole at 1440 px (Stripe's samples are kept as short).
 */
export function curlSample({ method, path, body }: SampleRequest, authHeader: string): string {
  const lines = [`curl -X ${method}`, `  "https://$${HOST}${path}"`, `  -H "${authHeader}: Bearer $${TOKEN}"`];
  if (body) {
    lines.push('  -H "Content-Type: application/json"');
    // The body as a reader writes it, one field a line (on one line it ran far past the box).
    lines.push(`  -d '${JSON.stringify(body, null, 2).replace(/\n/g, '\n  ')}'`);
  }
  return lines.join(' \\\n');
}

const jsValue = (value: SampleValue) => (typeof value === 'string' ? `'${value.replace(/'/g, "\\'")}'` : String(value));

/** The address in a constant of its own, for the same short lines as curlSample's. */
export function fetchSample({ method, path, body, count }: SampleRequest, authHeader: string): string {
  const lines = [
    `const { ${HOST}, ${TOKEN} } = process.env;`,
    `const url = \`https://\${${HOST}}${path}\`;`,
    'const response = await fetch(url, {',
    `  method: '${method}',`,
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
  lines.push(count ? 'const { count } = await response.json();' : 'const data = await response.json();');
  return lines.join('\n');
}

const pyValue = (value: SampleValue) =>
  typeof value === 'boolean' ? (value ? 'True' : 'False') : JSON.stringify(value);

/** Python with requests, the library most of its HTTP samples use; lines as short as curl's. */
export function pythonSample({ method, path, body, count }: SampleRequest, authHeader: string): string {
  const lines = [
    'import os',
    'import requests',
    '',
    `host = os.environ["${HOST}"]`,
    `token = os.environ["${TOKEN}"]`,
    `response = requests.${method.toLowerCase()}(`,
    `    f"https://{host}${path}",`,
    `    headers={"${authHeader}": f"Bearer {token}"},`,
  ];
  if (body) {
    lines.push('    json={');
    for (const [name, value] of Object.entries(body)) lines.push(`        "${name}": ${pyValue(value)},`);
    lines.push('    },');
  }
  lines.push(')', 'response.raise_for_status()');
  lines.push(count ? 'count = response.json()["count"]' : 'data = response.json()');
  return lines.join('\n');
}
