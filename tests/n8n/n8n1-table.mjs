// @ts-check
/**
 * n8n 1.123's Data table node finds its table only by id and no node creates one (deploy/n8n/n8n1-variants.mjs):
 * the owner creates `linkwell_submissions` by hand. The test does what the owner's clicks do, through the
 * same REST API the editor calls: it sets up the owner of the fresh n8n, then creates the table with the
 * columns the n8n 2 workflows create it with, in the owner's project (where the imported workflows live),
 * and returns the table's id.
 */

/** The owner of the test's n8n (a fresh user folder each run; the address is loopback-only test data). */
const owner = { email: 'owner@linkwell.test', firstName: 'Test', lastName: 'Owner', password: 'Linkwell-test-1' };

/**
 * @param {string} origin n8n's address
 * @param {{ name: string, columns: Array<{ name: string, type: string }> }} table
 * @returns {Promise<string>} the table's id
 */
export async function createDataTable(origin, table) {
  // The editor sends its browser's id with every request; n8n ties the login cookie to it.
  const headers = { 'content-type': 'application/json', 'browser-id': 'linkwell-n8n-test' };
  /** @param {string} pathname @param {RequestInit} [init] */
  const call = async (pathname, init = {}) => {
    const answer = await fetch(`${origin}/rest${pathname}`, { ...init, headers: { ...headers, ...init.headers } });
    const text = await answer.text();
    const failed = () => new Error(`${init.method ?? 'GET'} /rest${pathname}: ${answer.status} ${text.slice(0, 300)}`);
    if (!answer.ok) throw failed();
    try {
      return { answer, body: JSON.parse(text) };
    } catch {
      throw failed();
    }
  };
  // /healthz answers while n8n still starts (every path answers 200 "n8n is starting up. Please wait"); the
  // editor's API is up once its settings answer in JSON.
  const deadline = Date.now() + 180_000;
  const apiUp = async () => {
    const answer = await fetch(`${origin}/rest/settings`).catch(() => null);
    return Boolean(answer?.ok && answer.headers.get('content-type')?.includes('application/json'));
  };
  while (!(await apiUp())) {
    if (Date.now() > deadline) throw new Error(`${origin}/rest/settings did not answer within 3 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const setup = await call('/owner/setup', { method: 'POST', body: JSON.stringify(owner) });
  const cookie = setup.answer.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  const project = await call('/projects/personal', { headers: { cookie } });
  const created = await call(`/projects/${project.body.data.id}/data-tables`, {
    method: 'POST',
    headers: { cookie },
    body: JSON.stringify(table),
  });
  const id = created.body.data?.id;
  if (typeof id !== 'string') throw new Error(`n8n created no table: ${JSON.stringify(created.body).slice(0, 300)}`);
  return id;
}
