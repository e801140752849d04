// @ts-check
/**
 * The load test of `npm run test:n8n -- --load` (with `--queue` against queue mode), against the n8n the
 * runner started, with the test workflows: an id is stored when its execution answered "stored"
 * (Respond: stored ran), and mailed when the loopback SMTP server (mailbox.mjs) received its mail.
 *
 * - Forms: 1,000 submissions over the forms and quote webhooks, 50 in flight at a time. 20% repeat an
 *   earlier id: half are sent at the very same moment as their first send, half some 120 sends later.
 *   Every unique id must be stored and mailed exactly once (queue mode; a single n8n's static data may let
 *   a repeat through, docs/n8n.md says when), none lost or left unmailed, and every answer must be 200.
 * - Chat: 200 messages from 50 sessions at once (four each, in turn) through the GET chat workflow; every
 *   reply must be the answer to its own session's message.
 *
 * It reports p50 and p95 latency, requests and executions per second, and writes the figures to
 * tests/.output/n8n/load-<mode>.json (load-<mode>-pool-<size>.json when the environment set n8n's database
 * pool: DB_SQLITE_POOL_SIZE, or DB_POSTGRESDB_POOL_SIZE in queue mode).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finishedExecutionRows, runDataOf } from './database.mjs';
import { notCoveredAnswer } from './model-replies.mjs';

/** @typedef {ReturnType<typeof import('./settings.mjs').n8nSettings>} Settings */

const SUBMISSIONS = 1000;
const IN_FLIGHT = 50;
const REPEAT_SHARE = 0.2;
const LATER_REPEAT_DISTANCE = 120;
const CHAT_SESSIONS = 50;
const CHAT_MESSAGES_PER_SESSION = 4;

/** @param {number[]} values @param {number} share */
function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
}

/** @param {number[]} latencies */
const latencyText = (latencies) =>
  `p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${percentile(latencies, 0.95).toFixed(0)} ms`;

/**
 * Runs `jobs` in order with at most `limit` requests in flight (a job sends `copies` at once).
 * @template {{ copies: number }} T
 * @param {T[]} jobs
 * @param {number} limit
 * @param {(job: T) => Promise<void>} send
 */
async function inFlightAtMost(jobs, limit, send) {
  let inFlight = 0;
  /** @type {Set<Promise<void>>} */
  const running = new Set();
  for (const job of jobs) {
    while (inFlight + job.copies > limit) await Promise.race(running);
    inFlight += job.copies;
    const sent = send(job).finally(() => {
      inFlight -= job.copies;
      running.delete(sent);
    });
    running.add(sent);
  }
  await Promise.all(running);
}

/** Requests sent again after the connection failed before any answer (see timedFetch). */
const resent = /** @type {string[]} */ ([]);

/**
 * One timed request: its status (0 when no answer came) and body. A connection that fails before any
 * answer (a kept-alive socket the server closed as it was reused) is tried once more, as Chromium
 * resends a request then; the time counts from the first try.
 * @param {string} url
 * @param {RequestInit} init
 */
async function timedFetch(url, init) {
  const started = performance.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url, init);
      const text = await response.text();
      return { status: response.status, text, ms: performance.now() - started };
    } catch (error) {
      const reason = error instanceof Error ? String(error.cause ?? error.message) : String(error);
      if (attempt === 2) return { status: 0, text: reason, ms: performance.now() - started };
      resent.push(reason);
    }
  }
}

/** @param {string | Date} value SQLite gives UTC without a zone, Postgres a Date. */
const timeOf = (value) =>
  new Date(
    typeof value === 'string' && !/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? `${value.replace(' ', 'T')}Z` : value,
  ).getTime();

/**
 * The submissions: 800 first sends, alternating the contact form and the quote, each repeated in 1 of 4
 * cases (half at once, half later).
 * @param {string} runMarker
 */
function submissionJobs(runMarker) {
  const uniqueCount = Math.round(SUBMISSIONS * (1 - REPEAT_SHARE));
  const meta = { honeypot: '', msFromFirstPaint: 5000 };
  const firsts = Array.from({ length: uniqueCount }, (_, index) => {
    const submissionId = crypto.randomUUID();
    const label = `${runMarker} #${index}`;
    if (index % 2) {
      return {
        webhook: 'quote',
        copies: 1,
        submissionId,
        body: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          website: 'https://store.example',
          productCount: '1-500',
          syncOrders: 'no',
          vendorName: `Acme ${label}`,
          vendorWebsite: 'https://acme.example',
          integrationType: 'api',
          submissionId,
          _meta: meta,
        },
      };
    }
    return {
      webhook: 'forms',
      copies: 1,
      submissionId,
      body: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: '',
        phone: '',
        plan: '',
        websiteUrl: '',
        subject: 'demo',
        message: `Load ${label}`,
        submissionId,
        _meta: meta,
      },
    };
  });
  // Every 8th first send goes twice at the very same moment (two requests started together), every 8th
  // from the 4th again some sends later: 100 + 100 repeats, 20% of 1,000.
  const withTwins = firsts.map((job, index) => (index % 8 === 0 ? { ...job, copies: 2 } : job));
  const later = firsts.filter((_, index) => index % 8 === 4);
  /** @type {typeof firsts} */
  const jobs = [];
  for (const job of withTwins) {
    jobs.push(job);
    const due = later[0] && jobs.length - jobs.indexOf(later[0]) > LATER_REPEAT_DISTANCE;
    if (due) jobs.push(/** @type {(typeof firsts)[number]} */ (later.shift()));
  }
  jobs.push(...later);
  return { jobs, uniqueIds: firsts.map((job) => job.submissionId) };
}

/**
 * How many mails the loopback SMTP server received for each of `ids` (the body names the submission id),
 * once every id of `expected` has one, or after 3 minutes (a retry comes at the earliest 10 s later).
 * @param {Settings} settings
 * @param {string[]} ids
 * @param {string[]} expected
 */
async function mailedIds(settings, ids, expected) {
  const wanted = new Set(ids);
  const deadline = Date.now() + 180_000;
  for (;;) {
    /** @type {Array<{ text: string }>} */
    const mails = await (await fetch(`${settings.mail.origin}/messages`)).json();
    /** @type {Map<string, number>} */
    const mailed = new Map();
    for (const mail of mails) {
      const id = /Submission id: (\S+)/.exec(mail.text)?.[1] ?? '';
      if (wanted.has(id)) mailed.set(id, (mailed.get(id) ?? 0) + 1);
    }
    if (expected.every((id) => mailed.has(id)) || Date.now() > deadline) return mailed;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * @param {Settings} settings
 * @param {string} runMarker
 * @param {string[]} report
 */
async function submissionsLoad(settings, runMarker, report) {
  const { jobs, uniqueIds } = submissionJobs(runMarker);
  const origin = settings.allowedOrigins[0] ?? '';
  const sends = jobs.reduce((sum, job) => sum + job.copies, 0);
  /** @type {Array<{ submissionId: string, status: number, text: string, ms: number }>} */
  const answers = [];
  const started = performance.now();
  await inFlightAtMost(jobs, IN_FLIGHT, async (job) => {
    const request = () =>
      timedFetch(`${settings.n8nOrigin}/webhook/${job.webhook}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify(job.body),
      });
    const answered = await Promise.all(Array.from({ length: job.copies }, request));
    answers.push(...answered.map((answer) => ({ submissionId: job.submissionId, ...answer })));
  });
  const seconds = (performance.now() - started) / 1000;

  // n8n saves an execution after it answered: wait for all of them.
  let rows = await finishedExecutionRows(settings, runMarker);
  const deadline = Date.now() + 180_000;
  while (rows.length < sends && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    rows = await finishedExecutionRows(settings, runMarker);
  }
  /** @type {Map<string, number>} */
  const stored = new Map();
  for (const row of rows) {
    const runData = runDataOf(settings, row.data);
    const checked = runData['Check the submission']?.[0]?.data?.main?.[0]?.[0]?.json;
    const id = String(checked?.submissionId ?? '');
    if ((runData['Respond: stored']?.[0]?.data?.main?.[0]?.length ?? 0) > 0) stored.set(id, (stored.get(id) ?? 0) + 1);
  }
  // Every stored id must be mailed: by its own execution, or by the retries (wait for them).
  const mailed = await mailedIds(settings, uniqueIds, [...stored.keys()]);
  const lost = uniqueIds.filter((id) => !stored.has(id)).length;
  const unmailed = [...stored.keys()].filter((id) => !mailed.has(id)).length;
  // Lost without a sign: some send of the id was answered 200, yet nothing was stored (the worst case;
  // an id whose every send failed was at least shown as failed to the person, who can send again).
  const answeredOk = new Set(answers.filter((answer) => answer.status === 200).map((answer) => answer.submissionId));
  const lostSilently = uniqueIds.filter((id) => answeredOk.has(id) && !stored.has(id)).length;
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const { status } of answers) statuses[status || 'no answer'] = (statuses[status || 'no answer'] ?? 0) + 1;
  const duplicated = [...stored.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
  const mailedTwice = [...mailed.values()].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
  const serverErrors = answers.filter((answer) => answer.status >= 500).length;
  const notOk = answers.filter((answer) => answer.status !== 200).length;
  const first = Math.min(...rows.map((row) => timeOf(row.startedAt)));
  const last = Math.max(...rows.map((row) => timeOf(row.stoppedAt)));
  const executionsPerSecond = rows.length / ((last - first) / 1000);
  const latencies = answers.map((answer) => answer.ms);
  report.push(
    `forms load: ${sends} submissions (${uniqueIds.length} ids, ${sends - uniqueIds.length} repeats), ${IN_FLIGHT} at a time, in ${seconds.toFixed(1)} s`,
    `  ${latencyText(latencies)}; ${(sends / seconds).toFixed(1)} requests/s; ${rows.length} executions, ${executionsPerSecond.toFixed(1)} executions/s`,
    `  stored ${stored.size} of ${uniqueIds.length} ids: ${lost} lost (${lostSilently} of them after a 200), ${duplicated} duplicated; mailed ${mailed.size}: ${unmailed} unmailed, ${mailedTwice} mailed twice; ${serverErrors} 5xx, ${notOk} not 200 (statuses ${JSON.stringify(statuses)})`,
  );
  const exactlyOnce = settings.mode === 'queue';
  if (!exactlyOnce && duplicated)
    report.push('  (one n8n with static data: the repeats sent at the same moment may pass, docs/n8n.md says so)');
  const figures = {
    submissions: sends,
    ids: uniqueIds.length,
    seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    requestsPerSecond: sends / seconds,
    executions: rows.length,
    executionsPerSecond,
    lost,
    lostSilently,
    duplicated,
    mailed: mailed.size,
    unmailed,
    mailedTwice,
    statuses,
    serverErrors,
    notOk,
  };
  const ok =
    rows.length === sends &&
    lost === 0 &&
    unmailed === 0 &&
    serverErrors === 0 &&
    notOk === 0 &&
    (!exactlyOnce || (duplicated === 0 && mailedTwice === 0));
  return { ok, figures };
}

/**
 * @param {Settings} settings
 * @param {string} runMarker
 * @param {string[]} report
 */
async function chatLoad(settings, runMarker, report) {
  const origin = settings.allowedOrigins[0] ?? '';
  /** @type {number[]} */
  const latencies = [];
  let wrong = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CHAT_SESSIONS }, async (_, session) => {
      const sessionId = crypto.randomUUID();
      for (let index = 0; index < CHAT_MESSAGES_PER_SESSION; index += 1) {
        const message = `${runMarker} session ${session} (${sessionId}) message ${index}`;
        const query = new URLSearchParams({ action: 'sendMessage', sessionId, message });
        const answer = await timedFetch(`${settings.n8nOrigin}/webhook/chat?${query}`, { headers: { Origin: origin } });
        latencies.push(answer.ms);
        if (answer.status !== 200) failed += 1;
        else if (JSON.parse(answer.text).output !== notCoveredAnswer(message)) wrong += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const messages = CHAT_SESSIONS * CHAT_MESSAGES_PER_SESSION;
  report.push(
    `chat load: ${messages} messages from ${CHAT_SESSIONS} sessions at once in ${seconds.toFixed(1)} s: ${latencyText(latencies)}; ${(messages / seconds).toFixed(1)} messages/s; ${wrong} answered another message, ${failed} not 200`,
  );
  const figures = {
    messages,
    sessions: CHAT_SESSIONS,
    seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    messagesPerSecond: messages / seconds,
    wrong,
    failed,
  };
  return { ok: wrong === 0 && failed === 0, figures };
}

/**
 * @param {Settings} settings
 * @param {string[]} report lines for the runner's summary
 */
export async function loadTest(settings, report) {
  const runMarker = `load-${Date.now().toString(36)}`;
  // The machine may be shared: its load average, before and after, says how far the times are n8n's.
  const loadBefore = os.loadavg();
  const forms = await submissionsLoad(settings, runMarker, report);
  const chat = await chatLoad(settings, runMarker, report);
  const loadAfter = os.loadavg();
  if (resent.length)
    report.push(`resent after a failed connection: ${resent.length} (${[...new Set(resent)].join('; ')})`);
  /** @param {number[]} averages */
  const loadText = (averages) => averages.map((value) => value.toFixed(1)).join(' ');
  report.push(`load average (1, 5, 15 min) before ${loadText(loadBefore)}, after ${loadText(loadAfter)}`);
  for (const line of report) console.log(line);
  const { databasePool } = settings;
  const file = path.join(
    settings.work,
    `load-${settings.mode}${databasePool.fromEnv ? `-pool-${databasePool.size}` : ''}.json`,
  );
  const figures = {
    mode: settings.mode,
    databasePool: { variable: databasePool.variable, size: databasePool.size || "n8n's default" },
    loadAverage: { before: loadBefore, after: loadAfter },
    forms: forms.figures,
    chat: chat.figures,
    resent,
  };
  fs.writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  return forms.ok && chat.ok;
}
