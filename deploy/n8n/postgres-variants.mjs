// @ts-check
/**
 * The Postgres variants of the workflows, generated from the same files, for n8n in queue mode (or any
 * n8n that runs executions side by side): set-origins.mjs writes them next to the others.
 *
 * Forms (forms.json, application.json): the submission is stored with one INSERT ... ON CONFLICT DO
 * NOTHING into the table deploy/n8n/submissions.sql creates (the whole submission in `payload`), so of
 * two executions with the same id exactly one stores it, answers "stored" and mails it; the other is a
 * repeat. What changes against the Data table workflow (docs/n8n.md "When one n8n is not enough"):
 * - no "Seen in the last 24 h?" (static data) and no "Open the submissions table": the table's primary
 *   key is the dedupe;
 * - "Store the submission" is a Postgres INSERT that answers whether the row was there already; "Note the
 *   stored row" puts that answer on the row, and "Stored before?" drops a repeat;
 * - "Mark the submission sent" and "Keep it unsent" are Postgres UPDATEs;
 * - the application's resume is kept in Postgres, not on disk (a retry may run on another machine): "Keep
 *   the resume" reads its bytes (Extract from File) and the same statement that stores the row stores them
 *   in linkwell_resumes.
 * Mail retries (mail-retries.json): the due rows are picked and leased with UPDATE ... FOR UPDATE SKIP
 * LOCKED, so two runs never mail the same row ("Due now?" goes: the SQL did its work); each row comes with
 * its resume's bytes, which "Read the resume" (Convert to File) turns back into the attachment.
 *
 * Chat (chat-webhook-get.json, chat-trigger.json): Simple Memory lives in the memory of the process that
 * ran the execution, and in queue mode each message may run on another worker; the variant keeps the
 * conversation in Postgres Chat Memory (table n8n_chat_histories, created by the node) instead.
 */

/** The credential the Postgres nodes name; import or create one with this name and pick it in those nodes. */
export const postgresCredential = { id: 'linkwellSubmissionsDb', name: 'Linkwell submissions' };

/** The files the variants are generated from, and the files written. */
export const postgresVariants = /** @type {const} */ ({
  'chat-webhook-get.json': 'chat-webhook-get-postgres.json',
  'chat-trigger.json': 'chat-trigger-postgres.json',
  'forms.json': 'forms-postgres.json',
  'application.json': 'application-postgres.json',
  'mail-retries.json': 'mail-retries-postgres.json',
});

/** The chat memory of the Postgres variants (the same parameters as Simple Memory's). */
export const postgresChatMemory = { name: 'Postgres Chat Memory', type: '@n8n/n8n-nodes-langchain.memoryPostgresChat' };

/**
 * The node names of each way of storing and dropping repeats, for whoever checks which nodes ran: `check`
 * drops a repeat, `store` keeps the submission (the last one puts out the row as stored), `record`
 * remembers the id.
 */
export const dedupeNodes = /** @type {const} */ ({
  staticData: {
    check: 'Seen in the last 24 h?',
    store: ['Open the submissions table', 'Write the submission', 'Store the submission'],
    record: ['Remember the submission id'],
    claim: [],
  },
  postgres: {
    check: 'Stored before?',
    store: ['Write the submission', 'Store the submission', 'Note the stored row'],
    record: [],
    claim: [],
  },
});

/** The row's columns as the workflows name them, and as Postgres does. */
const columns = /** @type {const} */ ([
  ['dedupeKey', 'dedupe_key'],
  ['submissionId', 'submission_id'],
  ['kind', 'kind'],
  ['receivedAt', 'received_at'],
  ['payload', 'payload'],
  ['state', 'state'],
  ['attempts', 'attempts'],
  ['nextAttemptAt', 'next_attempt_at'],
  ['lastError', 'last_error'],
  ['sentAt', 'sent_at'],
  ['executionId', 'execution_id'],
]);

/** The row as the workflows read it (camelCase, times as ISO text). */
const selectRow = columns
  .map(([name, column]) =>
    /_at$/.test(column)
      ? `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "${name}"`
      : `${column} AS "${name}"`,
  )
  .join(', ');

/**
 * Stores the submission unless its key is there already, and with it the resume's bytes ($8, base64; '' for
 * none); answers whether the key was there (a repeat, which stores nothing).
 */
export const storeQuery = `-- Exactly one execution stores each key; every other one with this key is a repeat.
WITH stored AS (
  INSERT INTO linkwell_submissions (dedupe_key, submission_id, kind, received_at, payload, next_attempt_at, execution_id)
  VALUES ($1, $2, $3, $4::timestamptz, $5::jsonb, $6::timestamptz, $7)
  ON CONFLICT (dedupe_key) DO NOTHING
  RETURNING dedupe_key
), resume AS (
  INSERT INTO linkwell_resumes (dedupe_key, content)
  SELECT dedupe_key, decode($8, 'base64') FROM stored WHERE $8 <> ''
)
SELECT NOT EXISTS (SELECT 1 FROM stored) AS duplicate`;

const sentQuery = `UPDATE linkwell_submissions SET state = 'sent', sent_at = now(), last_error = ''
WHERE dedupe_key = $1 RETURNING dedupe_key`;

/** Backoff: 1, 2, 4, 8 ... minutes after each failed attempt, at most an hour (as in the Data table workflows). */
const unsentQuery = `UPDATE linkwell_submissions
SET attempts = attempts + 1,
    next_attempt_at = now() + least(power(2, attempts), 60) * interval '1 minute',
    last_error = left($2, 500)
WHERE dedupe_key = $1 RETURNING dedupe_key`;

/** The due rows, leased for 5 minutes so that no other run mails them meanwhile, each with its resume's bytes (base64). */
export const dueQuery = `WITH leased AS (
  UPDATE linkwell_submissions SET next_attempt_at = now() + interval '5 minutes'
  WHERE dedupe_key IN (
    SELECT dedupe_key FROM linkwell_submissions
    WHERE state = 'unsent' AND next_attempt_at <= now()
    ORDER BY next_attempt_at LIMIT 50
    FOR UPDATE SKIP LOCKED
  )
  RETURNING *
)
SELECT ${selectRow}, encode(linkwell_resumes.content, 'base64') AS "resumeBase64"
FROM leased LEFT JOIN linkwell_resumes USING (dedupe_key)`;

const noteStoredCode = `// The INSERT answered only whether the key was there already; go on with the row as written.
const row = $('Write the submission').first();
return [{ json: { ...row.json, duplicate: $input.first().json.duplicate === true }, binary: row.binary }];
`;

/**
 * @typedef {{ id?: string, name: string, type: string, typeVersion: number, position: number[], parameters: Record<string, any>, notes?: string, notesInFlow?: boolean, onError?: string, credentials?: Record<string, { id: string, name: string }>, webhookId?: string, executeOnce?: boolean }} WorkflowNode
 * @typedef {{ id: string, name: string, nodes: WorkflowNode[], connections: Record<string, Record<string, Array<Array<{ node: string, type: string, index: number }>>>> }} Workflow
 */

/**
 * A Postgres node that runs `query` with `parameters` (an expression's array), in place of `node`.
 * @param {WorkflowNode} node
 * @param {string} query
 * @param {string} parameters
 * @param {string} notes
 */
function asPostgres(node, query, parameters, notes) {
  const { id, name, position, onError } = node;
  for (const key of Object.keys(node)) delete node[/** @type {keyof WorkflowNode} */ (key)];
  Object.assign(node, {
    id,
    name,
    type: 'n8n-nodes-base.postgres',
    typeVersion: 2.6,
    position,
    parameters: {
      operation: 'executeQuery',
      query,
      options: parameters ? { queryReplacement: `={{ ${parameters} }}` } : {},
    },
    credentials: { postgres: { ...postgresCredential } },
    ...(onError && { onError }),
    notes,
    notesInFlow: true,
  });
}

/** @param {string} node @param {number} [index] */
const link = (node, index = 0) => [{ node, type: 'main', index }];

/**
 * Takes a node out, wiring whatever led to it to what its output `through` led to.
 * @param {Workflow} workflow
 * @param {string} name
 * @param {number} [through]
 */
export function bypass(workflow, name, through = 0) {
  const next = workflow.connections[name]?.main?.[through] ?? [];
  for (const outputs of Object.values(workflow.connections)) {
    for (const output of Object.values(outputs)) {
      for (const [index, targets] of output.entries()) {
        if (targets?.some((target) => target.node === name)) {
          output[index] = [...targets.filter((target) => target.node !== name), ...structuredClone(next)];
        }
      }
    }
  }
  delete workflow.connections[name];
  workflow.nodes = workflow.nodes.filter((node) => node.name !== name);
}

/**
 * @param {Workflow} workflow
 * @param {string} name
 */
export const named = (workflow, name) => {
  const node = workflow.nodes.find((candidate) => candidate.name === name);
  if (!node) throw new Error(`${workflow.name} has no node ${name}`);
  return node;
};

/**
 * Renames a node and every connection from and to it.
 * @param {Workflow} workflow
 * @param {WorkflowNode} node
 * @param {string} name
 */
function rename(workflow, node, name) {
  for (const outputs of Object.values(workflow.connections)) {
    for (const target of Object.values(outputs).flat(2)) if (target.node === node.name) target.node = name;
  }
  const outputs = workflow.connections[node.name];
  delete workflow.connections[node.name];
  if (outputs) workflow.connections[name] = outputs;
  node.name = name;
}

/** The key the mail nodes work on. */
const mailKey = `$('Write the mail').item.json.dedupeKey`;

/**
 * The mail's two outcomes as Postgres UPDATEs.
 * @param {Workflow} workflow
 */
function withPostgresMailState(workflow) {
  asPostgres(named(workflow, 'Mark the submission sent'), sentQuery, `[${mailKey}]`, 'Mailed');
  asPostgres(
    named(workflow, 'Keep it unsent'),
    unsentQuery,
    `[${mailKey}, String($json.error?.message ?? $json.error ?? 'unknown error')]`,
    'The mail failed: the retries workflow sends it later',
  );
}

/** The application workflow's node that keeps the resume before the row is stored, and the retries' that reads it back. */
const keepResume = 'Keep the resume';
const readResume = 'Read the resume';

/**
 * Replaces a node's type and parameters, keeping its name, place, wiring and error output.
 * @param {WorkflowNode} node
 * @param {Pick<WorkflowNode, 'type' | 'typeVersion' | 'parameters' | 'notes'>} replacement
 */
function replaceNode(node, replacement) {
  const { id, name, position, onError } = node;
  for (const key of Object.keys(node)) delete node[/** @type {keyof WorkflowNode} */ (key)];
  Object.assign(node, { id, name, position, ...replacement, ...(onError && { onError }), notesInFlow: true });
}

/**
 * "Keep the resume" as its bytes in base64 on the item (Extract from File), for the INSERT that stores
 * them with the row: a file on one machine's disk is not there for a worker on another.
 * @param {WorkflowNode} node
 */
const asResumeBytes = (node) =>
  replaceNode(node, {
    type: 'n8n-nodes-base.extractFromFile',
    typeVersion: 1.1,
    parameters: {
      operation: 'binaryToPropery',
      binaryPropertyName: 'resume',
      destinationKey: 'resumeBase64',
      options: { keepSource: 'both' },
    },
    notes: 'Its bytes, stored with the row in linkwell_resumes',
  });

/**
 * "Read the resume" as the attachment made from the bytes the lease returned (Convert to File).
 * @param {WorkflowNode} node
 */
const asResumeFile = (node) =>
  replaceNode(node, {
    type: 'n8n-nodes-base.convertToFile',
    typeVersion: 1.1,
    parameters: {
      operation: 'toBinary',
      sourceProperty: 'resumeBase64',
      binaryPropertyName: 'resume',
      options: {},
    },
    notes: 'The bytes kept in linkwell_resumes',
  });

/**
 * The Postgres variant of a forms workflow (a copy; the argument stays as it was).
 * @template {Workflow} W
 * @param {W} source
 * @returns {W}
 */
export function withPostgresDedupe(source) {
  const workflow = structuredClone(source);
  bypass(workflow, dedupeNodes.staticData.check, 1);
  bypass(workflow, 'Open the submissions table');
  bypass(workflow, 'Remember the submission id');
  const keep = workflow.nodes.find((node) => node.name === keepResume);
  if (keep) asResumeBytes(keep);
  const store = named(workflow, 'Store the submission');
  const row = `$('Write the submission').first().json`;
  const resume = keep ? `$('${keepResume}').isExecuted ? $('${keepResume}').first().json.resumeBase64 : ''` : `''`;
  asPostgres(
    store,
    storeQuery,
    `[${['dedupeKey', 'submissionId', 'kind', 'receivedAt', 'payload', 'nextAttemptAt', 'executionId']
      .map((column) => `${row}.${column}`)
      .concat(resume)
      .join(', ')}]`,
    'INSERT ... ON CONFLICT DO NOTHING: one execution stores each id',
  );
  const [x = 0, y = 0] = store.position.map(Number);
  const stored = workflow.connections[store.name]?.main ?? [];
  workflow.nodes.push(
    {
      id: '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      name: 'Note the stored row',
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [x + 120, y - 160],
      parameters: { jsCode: noteStoredCode },
    },
    {
      id: '6f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
      name: dedupeNodes.postgres.check,
      type: 'n8n-nodes-base.if',
      typeVersion: 2.2,
      position: [x + 240, y - 160],
      parameters: {
        conditions: {
          options: { caseSensitive: true, leftValue: '', typeValidation: 'strict', version: 2 },
          conditions: [
            {
              id: '8b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
              leftValue: '={{ $json.duplicate }}',
              rightValue: '',
              operator: { type: 'boolean', operation: 'true', singleValue: true },
            },
          ],
          combinator: 'and',
        },
        options: {},
      },
      notes: 'Another execution stored this id first (a repeat): drop',
      notesInFlow: true,
    },
  );
  workflow.connections[store.name] = { main: [link('Note the stored row'), ...stored.slice(1)] };
  workflow.connections['Note the stored row'] = { main: [link(dedupeNodes.postgres.check)] };
  workflow.connections[dedupeNodes.postgres.check] = { main: [link('Respond 200'), link('Respond: stored')] };
  withPostgresMailState(workflow);
  return workflow;
}

/**
 * The Postgres variant of the mail retries (a copy): the due rows leased from Postgres.
 * @template {Workflow} W
 * @param {W} source
 * @returns {W}
 */
export function withPostgresRetries(source) {
  const workflow = structuredClone(source);
  bypass(workflow, 'Open the submissions table');
  asPostgres(named(workflow, 'Unsent submissions'), dueQuery, '', 'The due rows, leased for 5 minutes');
  // The SQL picked the due rows; what it returns carries the lease's later next attempt.
  bypass(workflow, 'Due now?');
  asResumeFile(named(workflow, readResume));
  withPostgresMailState(workflow);
  return workflow;
}

/**
 * The Postgres variant of a chat workflow: Simple Memory becomes Postgres Chat Memory (a copy).
 * @template {Workflow} W
 * @param {W} source
 * @returns {W}
 */
export function withPostgresChatMemory(source) {
  const workflow = structuredClone(source);
  const memory = workflow.nodes.find((node) => node.type === '@n8n/n8n-nodes-langchain.memoryBufferWindow');
  if (!memory) throw new Error(`${workflow.name} has no Simple Memory`);
  rename(workflow, memory, postgresChatMemory.name);
  Object.assign(memory, {
    type: postgresChatMemory.type,
    typeVersion: 1.3,
    credentials: { postgres: { ...postgresCredential } },
    notes: 'Every worker reads and writes the same conversation',
    notesInFlow: true,
  });
  return workflow;
}

/** A variant's workflow id: its source's with this suffix, so that both can live in one n8n (n8n 2 imports by id). */
export const postgresIdSuffix = 'Postgres';

/**
 * The Postgres variant of one of the workflows in postgresVariants, with an id of its own.
 * @template {Workflow} W
 * @param {string} file
 * @param {W} workflow
 * @returns {W}
 */
export function withPostgres(file, workflow) {
  const variant = file.startsWith('chat-')
    ? withPostgresChatMemory(workflow)
    : file === 'mail-retries.json'
      ? withPostgresRetries(workflow)
      : withPostgresDedupe(workflow);
  return { ...variant, id: `${workflow.id}${postgresIdSuffix}` };
}
