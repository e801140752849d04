#!/usr/bin/env node
// @ts-check
/**
 * Allowed Origins from one place: writes the site's origin(s) into every webhook of every workflow
 * here (the Webhook nodes and the Chat Trigger), so that no webhook is left open to any site or
 * shut to yours. n8n compares the browser's Origin header with this text as it is (no expressions,
 * no spaces, no trailing slash), so the values are checked before they are written. The address the
 * submissions are mailed to is written the same way, into every Send Email node, and the site the chat's
 * agent reads its documentation from (chat-agent.mjs: the first origin, or --site) with the facts from content/.
 *
 * The folder the application workflow keeps each resume in (--resumes) is written into it the same way.
 * With --n8n1-table=<id> (the id of the Data table the owner created by hand on n8n 1.123), the n8n 1.123
 * variants of the five go to deploy/generated/n8n/n8n1/ too (n8n1-variants.mjs says what differs).
 *
 *   node deploy/n8n/set-origins.mjs https://www.your-store.com[,https://your-store.com] [--notify=team@your-store.com] [--site=https://www.your-store.com] [--resumes=/home/node/.n8n-files/linkwell-resumes] [--n8n1-table=<id>]
 *
 * Without an origin it takes the origin of NEXT_PUBLIC_SITE_URL; without --notify, NOTIFY_EMAIL. The ready files go to
 * deploy/generated/n8n/ (gitignored); import those. Each is also written in its Postgres variant
 * (<name>-postgres.json: see postgres-variants.mjs), for an n8n that runs executions side by side
 * (queue mode). The opt-in real-n8n test (tests/n8n/run.mjs)
 * uses the same functions.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withSiteDocs } from './chat-agent.mjs';
import { withN8n1 } from './n8n1-variants.mjs';
import { postgresVariants, withPostgres } from './postgres-variants.mjs';

export const workflowsDir = path.dirname(fileURLToPath(import.meta.url));
export const workflowFiles = [
  'chat-webhook-get.json',
  'chat-trigger.json',
  'forms.json',
  'application.json',
  'mail-retries.json',
];
/** The SMTP credential the Send Email nodes name; create one with this name, or pick yours in those nodes. */
export const smtpCredential = { id: 'linkwellSmtp', name: 'Linkwell mail (SMTP)' };
/** The recipient the shipped files name, until set-origins.mjs writes yours. */
export const placeholderNotifyAddress = 'team@linkwell.example';
/** The node types whose `options.allowedOrigins` decides CORS for the browser's requests. */
export const webhookNodeTypes = ['n8n-nodes-base.webhook', '@n8n/n8n-nodes-langchain.chatTrigger'];

/**
 * The origins in a comma-separated text, each checked: scheme and host (and port), nothing else.
 * @param {string} text
 * @returns {string[]}
 */
export function parseOrigins(text) {
  const origins = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!origins.length) throw new Error('No origin given: pass the site address, e.g. https://www.your-store.com');
  return origins.map((entry) => {
    let url;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`Not an origin: ${entry} (write it as https://www.your-store.com)`);
    }
    if (!/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
      throw new Error(`Not an origin: ${entry} (scheme and host only, e.g. ${url.origin})`);
    }
    return url.origin;
  });
}

/**
 * A copy of `workflow` whose every webhook allows exactly `origins`.
 * @template {{ nodes: Array<{ type: string, parameters?: Record<string, any> }> }} W
 * @param {W} workflow
 * @param {string[]} origins
 * @returns {W}
 */
export function withAllowedOrigins(workflow, origins) {
  const copy = structuredClone(workflow);
  for (const node of copy.nodes) {
    if (!webhookNodeTypes.includes(node.type)) continue;
    node.parameters = {
      ...node.parameters,
      options: { ...node.parameters?.options, allowedOrigins: origins.join(',') },
    };
  }
  return copy;
}

/**
 * A copy of `workflow` whose every Send Email node mails `address` (checked: one plain address).
 * @template {{ nodes: Array<{ type: string, parameters?: Record<string, any> }> }} W
 * @param {W} workflow
 * @param {string} address
 * @returns {W}
 */
export function withNotifyAddress(workflow, address) {
  if (!/^[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+$/.test(address)) {
    throw new Error(`Not an email address: ${address} (write it as team@your-store.com)`);
  }
  const copy = structuredClone(workflow);
  for (const node of copy.nodes) {
    if (node.type === 'n8n-nodes-base.emailSend') node.parameters = { ...node.parameters, toEmail: address };
  }
  return copy;
}

/**
 * Where the application workflow keeps each resume until its mail is sent (a file named after the submission):
 * inside n8n 2's default N8N_RESTRICT_FILE_ACCESS_TO, ~/.n8n-files, for the user of n8n's Docker image.
 */
export const placeholderResumeFolder = '/home/node/.n8n-files/linkwell-resumes';

/**
 * Writes the folder resumes are kept in into every Read/Write Files from Disk node that writes one (a copy).
 * @template {{ nodes: Array<{ type: string, parameters?: Record<string, any> }> }} W
 * @param {W} workflow
 * @param {string} folder an absolute path inside N8N_RESTRICT_FILE_ACCESS_TO
 * @returns {W}
 */
export function withResumeFolder(workflow, folder) {
  if (!/^\/[\w./-]*[\w-]$/.test(folder) || folder.split('/').includes('..')) {
    throw new Error(`Not an absolute folder: ${folder} (write it as /home/node/.n8n-files/linkwell-resumes)`);
  }
  const copy = structuredClone(workflow);
  for (const node of copy.nodes) {
    if (node.type === 'n8n-nodes-base.readWriteFile' && node.parameters?.operation === 'write') {
      node.parameters = {
        ...node.parameters,
        fileName: node.parameters.fileName.replace(`'${placeholderResumeFolder}/'`, `'${folder}/'`),
      };
    }
  }
  return copy;
}

/**
 * @param {string} file
 * @returns {{ id: string, name: string, nodes: Array<{ name: string, type: string, typeVersion: number, position: number[], parameters: Record<string, any>, webhookId?: string }>, connections: Record<string, any> }}
 */
export function readWorkflow(file) {
  return JSON.parse(fs.readFileSync(path.join(workflowsDir, file), 'utf8'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const originArg = args.find((arg) => !arg.startsWith('--'));
  const notifyArg = args.find((arg) => arg.startsWith('--notify='))?.slice('--notify='.length);
  const siteArg = args.find((arg) => arg.startsWith('--site='))?.slice('--site='.length);
  const resumesArg = args.find((arg) => arg.startsWith('--resumes='))?.slice('--resumes='.length);
  const n8n1TableArg = args.find((arg) => arg.startsWith('--n8n1-table='))?.slice('--n8n1-table='.length);
  const given = originArg ?? process.env.NEXT_PUBLIC_SITE_URL;
  try {
    if (!given) {
      throw new Error(
        'Usage: node deploy/n8n/set-origins.mjs https://www.your-store.com[,https://…] [--notify=team@your-store.com] [--site=https://www.your-store.com] [--resumes=/home/node/.n8n-files/linkwell-resumes] [--n8n1-table=<id>]',
      );
    }
    const origins = parseOrigins(originArg ? given : new URL(given).origin);
    const notify = notifyArg || process.env.NOTIFY_EMAIL || placeholderNotifyAddress;
    if (notify === placeholderNotifyAddress) {
      console.warn(`No --notify address: the submissions are mailed to ${placeholderNotifyAddress}`);
    }
    const [site] = parseOrigins(siteArg || origins[0] || '');
    const resumes = resumesArg || placeholderResumeFolder;
    /** @param {string} file */
    const ready = (file) =>
      withResumeFolder(
        withSiteDocs(withNotifyAddress(withAllowedOrigins(readWorkflow(file), origins), notify), site ?? ''),
        resumes,
      );
    const target = path.join(workflowsDir, '..', 'generated', 'n8n');
    fs.mkdirSync(target, { recursive: true });
    /** @param {string} file @param {object} workflow */
    const write = (file, workflow) =>
      fs.writeFileSync(path.join(target, file), `${JSON.stringify(workflow, null, 2)}\n`);
    for (const file of workflowFiles) write(file, ready(file));
    for (const [file, variant] of Object.entries(postgresVariants)) write(variant, withPostgres(file, ready(file)));
    const count = workflowFiles.length + Object.keys(postgresVariants).length;
    console.log(
      `Allowed Origins ${origins.join(',')}, mail to ${notify}, the chat's docs from ${site} and resumes kept in ${resumes} written into ${count} workflows in ${target}`,
    );
    if (n8n1TableArg !== undefined) {
      const n8n1Target = path.join(target, 'n8n1');
      fs.mkdirSync(n8n1Target, { recursive: true });
      for (const file of workflowFiles) write(path.join('n8n1', file), withN8n1(ready(file), n8n1TableArg));
      console.log(
        `n8n 1.123: the ${workflowFiles.length} workflows with the Data table ${n8n1TableArg} in ${n8n1Target}`,
      );
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
