// @ts-check
/**
 * The n8n 1.123 variants of the workflows, generated from the same files (the way postgres-variants.mjs
 * derives the queue-mode ones): set-origins.mjs writes them to deploy/generated/n8n/n8n1/ when given the
 * Data table's id (--n8n1-table=<id>), and `npm run test:n8n -- --n8n1` imports them. What n8n 1.123.81
 * lacks against n8n 2, read in its nodes' source and seen in that test:
 * - its Data table node finds a table only by id ("From list" or "By ID"; no "By Name") and cannot create
 *   one (no Table resource): "Open the submissions table" goes, and every Data table node names the table
 *   by the id of the one the owner created by hand (columns: submissionsTable below);
 * - its Send Email node calls the attachments "Attachments" (`attachments`, regular attachments), where
 *   n8n 2 has "Attachments (File)" (`fileAttachments`) beside inline ones;
 * - its Read/Write Files from Disk node has version 1 only, whose read of a missing file puts out no item
 *   instead of an error: "Read the resume" always puts one out, so that a row whose kept resume is gone is
 *   still mailed ("Put the resume with its row" names it "not found").
 * The workflow ids stay as they are: an n8n 1.123 imports these instead of the n8n 2 files.
 */
import { bypass, named } from './postgres-variants.mjs';

/**
 * @typedef {import('./postgres-variants.mjs').Workflow} Workflow
 * @typedef {import('./postgres-variants.mjs').WorkflowNode} WorkflowNode
 */

/** The node of the Data table workflows that creates the table (n8n 2 only). */
export const openTableNode = 'Open the submissions table';

/** The id the files carry until set-origins.mjs writes the owner's (--n8n1-table): the node then asks to pick one. */
export const placeholderTableId = 'pick-linkwell_submissions';

/**
 * The table the Data table workflows keep submissions in: its name and columns (name and type), as the
 * n8n 2 workflows create it. On n8n 1.123 the owner creates it with these (Overview → Data tables).
 * @param {Workflow} workflow forms.json, application.json or mail-retries.json
 * @returns {{ name: string, columns: Array<{ name: string, type: string }> }}
 */
export function submissionsTable(workflow) {
  const { parameters } = named(workflow, openTableNode);
  return { name: parameters.tableName, columns: parameters.columns.column };
}

/** Whether a workflow keeps submissions in the Data table (the forms and the retries; not the chat). */
const usesDataTable = (/** @type {Workflow} */ workflow) =>
  workflow.nodes.some((node) => node.type === 'n8n-nodes-base.dataTable');

/**
 * The n8n 1.123 variant of a workflow (a copy; the argument stays as it was).
 * @template {Workflow} W
 * @param {W} source
 * @param {string} [tableId] the id of the owner's `linkwell_submissions` Data table
 * @returns {W}
 */
export function withN8n1(source, tableId = placeholderTableId) {
  if (!/^[\w-]+$/.test(tableId)) throw new Error(`Not a Data table id: ${tableId} (copy it from the table's address)`);
  const workflow = structuredClone(source);
  if (usesDataTable(workflow) && workflow.nodes.some((node) => node.name === openTableNode)) {
    bypass(workflow, openTableNode);
  }
  for (const node of workflow.nodes) {
    if (node.type === 'n8n-nodes-base.dataTable') {
      const { value } = node.parameters.dataTableId ?? {};
      node.parameters = {
        ...node.parameters,
        dataTableId: { __rl: true, mode: 'id', value: tableId, cachedResultName: value },
      };
    }
    if (node.type === 'n8n-nodes-base.emailSend' && node.parameters.options?.fileAttachments) {
      const { fileAttachments, ...options } = node.parameters.options;
      node.parameters = { ...node.parameters, options: { ...options, attachments: fileAttachments } };
    }
    if (node.type === 'n8n-nodes-base.readWriteFile') {
      node.typeVersion = 1;
      if (node.parameters.operation === 'read') Object.assign(node, { alwaysOutputData: true });
    }
  }
  return workflow;
}
