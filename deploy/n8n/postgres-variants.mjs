// @ts-check
/**
 * The Postgres variants of the workflows, generated from the same files, for n8n in queue mode (or any
 * n8n that runs executions side by side): set-origins.mjs writes them next to the others.
 *
 * Forms (forms.json, application.json): the submission id is claimed with one INSERT ... ON CONFLICT DO
 * UPDATE ... WHERE ... RETURNING into the table deploy/n8n/submissions.sql creates, so of two executions
 * with the same id exactly one notifies. A claim still pending after reclaimPendingAfter (its execution
 * died during the notification) is taken over by the next execution of its id, which notifies. What
 * changes against the static-data workflow (docs/n8n.md "n8n workflows" and "When one n8n is not enough"):
 * - "Claim the submission id" (Postgres) then "Note the claim" (Code, puts the answer on the submission)
 *   come before the repeat check, which is named "Claimed before?";
 * - a "Notify: …" node's error output goes first to "Release the submission id" (deletes the pending row,
 *   so the person's retry is let through), then, as in the static-data workflow, to "Respond: notification
 *   failed" (500, the person sees the failure and sends again) and "Notification failed" (the execution
 *   is listed as failed);
 * - "Remember the submission id" becomes "Mark the submission sent" (Postgres).
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
});

/** The chat memory of the Postgres variants (the same parameters as Simple Memory's). */
export const postgresChatMemory = { name: 'Postgres Chat Memory', type: '@n8n/n8n-nodes-langchain.memoryPostgresChat' };

/** The node names of each way of dropping repeats, for whoever checks which nodes ran. */
export const dedupeNodes = /** @type {const} */ ({
  staticData: { check: 'Seen in the last 24 h?', record: 'Remember the submission id', claim: [] },
  postgres: {
    check: 'Claimed before?',
    record: 'Mark the submission sent',
    claim: ['Claim the submission id', 'Note the claim'],
  },
});

/** Where a notification's error output goes (the answer the person sees) in both forms workflows. */
const notificationFailed = 'Respond: notification failed';

/** The dedupe key as the Check node wrote it ('' when the body had no valid id: nothing is claimed). */
const key = `$('Check the submission').first().json.dedupeKey ?? ''`;

/**
 * How long a claim may stay pending before the next execution of its id takes it over and notifies: longer
 * than any notification runs, so a pending row older than this means its execution died (docs/n8n.md "When one
 * n8n is not enough" quotes it; a notification that truly runs longer could be sent twice).
 */
export const reclaimPendingAfter = '10 minutes';

/**
 * Exactly one execution gets its row back; every other one with this key is a repeat. On a conflict the
 * existing row is locked before the WHERE is checked (Postgres re-reads the newest version of a row a
 * concurrent transaction changed), so of several retries of a stale claim only the first updates it; the
 * others then see its fresh claimed_at and get nothing back. A sent row, or a pending one younger than
 * reclaimPendingAfter (a notification still running), is never taken over.
 */
export const claimQuery = `-- Exactly one execution gets its row back; every other one with this key is a repeat.
-- A claim left pending for over ${reclaimPendingAfter} (its execution died during the notification) is taken over.
WITH claimed AS (
  INSERT INTO linkwell_submissions (dedupe_key, kind)
  SELECT $1, $2 WHERE $1 <> ''
  ON CONFLICT (dedupe_key) DO UPDATE SET claimed_at = now()
    WHERE linkwell_submissions.state = 'pending'
      AND linkwell_submissions.claimed_at < now() - interval '${reclaimPendingAfter}'
  RETURNING dedupe_key
)
SELECT $1 <> '' AND NOT EXISTS (SELECT 1 FROM claimed) AS duplicate`;

const sentQuery = `WITH sent AS (
  UPDATE linkwell_submissions SET state = 'sent', sent_at = now() WHERE dedupe_key = $1 RETURNING 1
)
SELECT count(*)::int AS marked FROM sent`;

const releaseQuery = `-- The notification failed: forget the claim so that the person's retry (same id) notifies.
WITH released AS (
  DELETE FROM linkwell_submissions WHERE dedupe_key = $1 AND state = 'pending' RETURNING 1
)
SELECT count(*)::int AS released FROM released`;

const noteClaimCode = `// The claim answered only whether this execution won the id; go on with the submission itself.
const submission = $('Check the submission').first();
return [{ json: { ...submission.json, duplicate: $input.first().json.duplicate === true }, binary: submission.binary }];
`;

/**
 * @typedef {{ id?: string, name: string, type: string, typeVersion: number, position: number[], parameters: Record<string, any>, notes?: string, notesInFlow?: boolean, onError?: string, credentials?: Record<string, { id: string, name: string }>, webhookId?: string }} WorkflowNode
 * @typedef {{ id: string, name: string, nodes: WorkflowNode[], connections: Record<string, Record<string, Array<Array<{ node: string, type: string, index: number }>>>> }} Workflow
 */

/**
 * @param {string} name
 * @param {string} id
 * @param {string} query
 * @param {string} parameters
 * @param {number[]} position
 * @param {string} notes
 * @returns {WorkflowNode}
 */
function postgresNode(name, id, query, parameters, position, notes) {
  return {
    id,
    name,
    type: 'n8n-nodes-base.postgres',
    typeVersion: 2.6,
    position,
    parameters: { operation: 'executeQuery', query, options: { queryReplacement: `={{ ${parameters} }}` } },
    credentials: { postgres: { ...postgresCredential } },
    notes,
    notesInFlow: true,
  };
}

/** @param {string} node @param {number} [index] */
const link = (node, index = 0) => [{ node, type: 'main', index }];

/** @param {WorkflowNode} node */
const positionOf = (node) => {
  const [x = 0, y = 0] = node.position.map(Number);
  return { x, y };
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

/**
 * The Postgres variant of a forms workflow (a copy; the argument stays as it was).
 * @template {Workflow} W
 * @param {W} source
 * @returns {W}
 */
export function withPostgresDedupe(source) {
  const workflow = structuredClone(source);
  const named = (/** @type {string} */ name) => {
    const node = workflow.nodes.find((candidate) => candidate.name === name);
    if (!node) throw new Error(`${workflow.name} has no node ${name}`);
    return node;
  };
  const [claimName, noteName] = dedupeNodes.postgres.claim;
  const check = named(dedupeNodes.staticData.check);
  const remember = named(dedupeNodes.staticData.record);
  const at = positionOf(check);

  // The claim goes where the repeat check was; the check and everything after it move right.
  for (const node of workflow.nodes) {
    const { x, y } = positionOf(node);
    if (x >= at.x) node.position = [x + 440, y];
  }
  rename(workflow, check, dedupeNodes.postgres.check);
  check.notes = 'Another execution claimed this id first (a repeat): drop';
  for (const outputs of Object.values(workflow.connections)) {
    for (const target of Object.values(outputs).flat(2)) if (target.node === check.name) target.node = claimName;
  }
  workflow.nodes.push(
    postgresNode(
      claimName,
      '6f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
      claimQuery,
      `[${key}, $('Check the submission').first().json.kind]`,
      [at.x, at.y],
      `INSERT ... ON CONFLICT: one execution wins each id (a claim pending over ${reclaimPendingAfter} is taken over)`,
    ),
    {
      id: '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      name: noteName,
      type: 'n8n-nodes-base.code',
      typeVersion: 2,
      position: [at.x + 220, at.y],
      parameters: { jsCode: noteClaimCode },
    },
  );
  workflow.connections[claimName] = { main: [link(noteName)] };
  workflow.connections[noteName] = { main: [link(check.name)] };

  // Recorded as sent once the notification ran; a failed notification releases the id, then answers
  // the failure as the static-data workflow does (the person sends again, and the retry may notify).
  rename(workflow, remember, dedupeNodes.postgres.record);
  Object.assign(
    remember,
    postgresNode(
      remember.name,
      remember.id ?? '',
      sentQuery,
      `[${key}]`,
      remember.position,
      'The notification went out',
    ),
  );
  const failed = named(notificationFailed);
  const release = positionOf(failed);
  for (const node of workflow.nodes) {
    const { x, y } = positionOf(node);
    if (y === release.y && x >= release.x) node.position = [x + 220, y];
  }
  workflow.nodes.push(
    postgresNode(
      'Release the submission id',
      '8b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      releaseQuery,
      `[${key}]`,
      [release.x, release.y],
      'The notification failed: the retry may notify',
    ),
  );
  for (const outputs of Object.values(workflow.connections)) {
    for (const target of Object.values(outputs).flat(2))
      if (target.node === failed.name) target.node = 'Release the submission id';
  }
  workflow.connections['Release the submission id'] = { main: [link(failed.name)] };
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
  const variant = file.startsWith('chat-') ? withPostgresChatMemory(workflow) : withPostgresDedupe(workflow);
  return { ...variant, id: `${workflow.id}${postgresIdSuffix}` };
}
