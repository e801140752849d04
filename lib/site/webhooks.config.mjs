// @ts-check
/**
 * The webhook settings, defined once: the site reads them (inlined by Next.js at build time), and
 * so do the build's CSP step (connect-src), the production check in next.config.mjs and the test
 * runner. Plain JavaScript with JSDoc types so that Node runs it as it is and `tsc` checks it.
 *
 * Unset, every URL points at the local webhook receiver (scripts/receiver) on n8n's default port,
 * so forms and chat work out of the box; the chat defaults to the deployment's behaviour (GET,
 * input key `message`, streaming on).
 */

export const DEFAULT_RECEIVER_ORIGIN = 'http://127.0.0.1:5678';

/** The variable that carries each webhook's address, and the receiver path used when it is unset. */
export const webhookVariables = {
  chat: { name: 'NEXT_PUBLIC_CHAT_WEBHOOK_URL', receiverPath: '/webhook/chat', usedFor: 'the live-chat widget' },
  forms: {
    name: 'NEXT_PUBLIC_FORMS_WEBHOOK_URL',
    receiverPath: '/webhook/forms',
    usedFor: 'contact form and vendor integration requests',
  },
  application: {
    name: 'NEXT_PUBLIC_APPLICATION_WEBHOOK_URL',
    receiverPath: '/webhook/application',
    usedFor: 'job applications',
  },
  quote: {
    name: 'NEXT_PUBLIC_QUOTE_WEBHOOK_URL',
    receiverPath: '/webhook/quote',
    usedFor: 'custom integration quotes',
  },
};

/** @typedef {keyof typeof webhookVariables} WebhookName */
/** @typedef {'GET' | 'POST'} ChatMethod */
/** @typedef {{ method: ChatMethod, chatInputKey: string, enableStreaming: boolean, loadPreviousSession: boolean }} ChatBuildSettings */
/** @typedef {{ urls: Record<WebhookName, string>, receiverOrigin: string, chat: ChatBuildSettings }} WebhookSettings */

/**
 * Every variable these settings read. The test runner blanks them so that a tested build posts to
 * the receiver it starts, whatever a developer's .env says.
 */
export const webhookEnvNames = [
  'NEXT_PUBLIC_WEBHOOK_RECEIVER_ORIGIN',
  ...Object.values(webhookVariables).map((variable) => variable.name),
  'NEXT_PUBLIC_CHAT_WEBHOOK_METHOD',
  'NEXT_PUBLIC_CHAT_INPUT_KEY',
  'NEXT_PUBLIC_CHAT_STREAMING',
  'NEXT_PUBLIC_CHAT_LOAD_PREVIOUS_SESSION',
];

/**
 * The chat's request settings from NEXT_PUBLIC_CHAT_*. Unset or unknown values fall back to the
 * deployment's behaviour: GET, input key `message`, streaming on, no server history (the spec's
 * widget does not load a previous session; a Chat Trigger with memory can answer it, so it is a switch).
 * @param {{ method?: string, inputKey?: string, streaming?: string, loadPreviousSession?: string }} env
 * @returns {ChatBuildSettings}
 */
export function parseChatBuildSettings(env) {
  const method = env.method?.trim().toUpperCase() === 'POST' ? 'POST' : 'GET';
  const chatInputKey = env.inputKey?.trim() || 'message';
  const enableStreaming = !/^(off|false|0|no)$/i.test(env.streaming?.trim() ?? '');
  const loadPreviousSession = /^(on|true|1|yes)$/i.test(env.loadPreviousSession?.trim() ?? '');
  return { method, chatInputKey, enableStreaming, loadPreviousSession };
}

/**
 * The settings for one environment (process.env, or a test's own).
 * @param {Record<string, string | undefined>} env
 * @returns {WebhookSettings}
 */
export function resolveWebhookSettings(env) {
  const receiverOrigin = (env.NEXT_PUBLIC_WEBHOOK_RECEIVER_ORIGIN || DEFAULT_RECEIVER_ORIGIN).replace(/\/+$/, '');
  const urls = /** @type {Record<WebhookName, string>} */ ({});
  for (const [key, variable] of Object.entries(webhookVariables)) {
    urls[/** @type {WebhookName} */ (key)] = env[variable.name]?.trim() || `${receiverOrigin}${variable.receiverPath}`;
  }
  const chat = parseChatBuildSettings({
    method: env.NEXT_PUBLIC_CHAT_WEBHOOK_METHOD,
    inputKey: env.NEXT_PUBLIC_CHAT_INPUT_KEY,
    streaming: env.NEXT_PUBLIC_CHAT_STREAMING,
    loadPreviousSession: env.NEXT_PUBLIC_CHAT_LOAD_PREVIOUS_SESSION,
  });
  return { urls, receiverOrigin, chat };
}

/**
 * The origins the browser sends webhook requests to (the CSP's connect-src), sorted.
 * @param {WebhookSettings} settings
 */
export function webhookOrigins(settings) {
  const origins = Object.values(settings.urls).map((url) => {
    try {
      return new URL(url).origin;
    } catch {
      throw new Error(`A webhook address is not an absolute URL: ${url}`);
    }
  });
  return [...new Set(origins)].sort();
}

/**
 * True for an address only this machine or a private network reaches, or none at all: loopback,
 * private ranges and the names reserved for tests and examples (RFC 2606 and 6761), such as the
 * default linkwell.example. The one test for every production check (webhooks and external links).
 * @param {string} hostname
 */
export const isLocalHost = (hostname) =>
  /^(localhost|0\.0\.0\.0|127(\.\d+){3}|10(\.\d+){3}|192\.168(\.\d+){2}|172\.(1[6-9]|2\d|3[01])(\.\d+){2}|\[[:0-9a-f]*\])$/i.test(
    hostname,
  ) ||
  /(^|\.)(localhost|local|test|example|invalid|internal)$/i.test(hostname) ||
  /(^|\.)example\.(com|net|org)$/i.test(hostname);

/**
 * Whether this is a production build: `host` is the site's address when NEXT_PUBLIC_SITE_URL is
 * public, '' when it is unset, local or reserved (npm start, npm test), and `problem` says why it
 * cannot be read.
 * @param {Record<string, string | undefined>} env
 * @returns {{ host: string, problem?: string }}
 */
export function publicSiteHost(env) {
  const siteUrl = env.NEXT_PUBLIC_SITE_URL?.trim();
  if (!siteUrl) return { host: '' };
  let host;
  try {
    host = new URL(siteUrl).hostname;
  } catch {
    return { host: '', problem: `NEXT_PUBLIC_SITE_URL is not an absolute URL: ${siteUrl}` };
  }
  return { host: isLocalHost(host) ? '' : host };
}

/**
 * Why a production build must not go out with these settings: the site's address is public while
 * webhooks still point at a loopback address (the local receiver of `npm start`, which a visitor's
 * browser cannot reach). One sentence per webhook, naming its variable; empty when all is well.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function productionWebhookProblems(env) {
  const site = publicSiteHost(env);
  if (site.problem) return [site.problem];
  if (!site.host) return [];
  const { urls } = resolveWebhookSettings(env);
  const problems = [];
  for (const [key, variable] of Object.entries(webhookVariables)) {
    const url = urls[/** @type {WebhookName} */ (key)];
    let host = '';
    try {
      host = new URL(url).hostname;
    } catch {
      problems.push(`${variable.name} is not an absolute URL: ${url}`);
      continue;
    }
    if (isLocalHost(host)) {
      const state = env[variable.name]?.trim()
        ? `is ${url}`
        : `is not set, so it defaults to the local receiver (${url})`;
      problems.push(`${variable.name} (${variable.usedFor}) ${state}`);
    }
  }
  return problems;
}

/**
 * The message a refused production build prints.
 * @param {string[]} problems
 * @param {string | undefined} siteUrl
 */
export function productionWebhookMessage(problems, siteUrl) {
  return [
    `This build is for ${siteUrl}, but visitors' browsers could not reach these webhooks:`,
    ...problems.map((problem) => `  - ${problem}`),
    'Set each to your n8n webhook address (in .env.local or the environment; see README "Configuration"),',
    'for example NEXT_PUBLIC_FORMS_WEBHOOK_URL=https://n8n.example.com/webhook/forms, then build again.',
    'To build with local webhooks on purpose (a staging copy on this machine), set ALLOW_LOCAL_WEBHOOKS=1.',
  ].join('\n');
}

/**
 * The settings baked into the site. Each variable is spelled out in full so that Next.js inlines
 * its value into the browser bundle at build time.
 */
export const siteWebhookSettings = resolveWebhookSettings({
  NEXT_PUBLIC_WEBHOOK_RECEIVER_ORIGIN: process.env.NEXT_PUBLIC_WEBHOOK_RECEIVER_ORIGIN,
  NEXT_PUBLIC_CHAT_WEBHOOK_URL: process.env.NEXT_PUBLIC_CHAT_WEBHOOK_URL,
  NEXT_PUBLIC_FORMS_WEBHOOK_URL: process.env.NEXT_PUBLIC_FORMS_WEBHOOK_URL,
  NEXT_PUBLIC_APPLICATION_WEBHOOK_URL: process.env.NEXT_PUBLIC_APPLICATION_WEBHOOK_URL,
  NEXT_PUBLIC_QUOTE_WEBHOOK_URL: process.env.NEXT_PUBLIC_QUOTE_WEBHOOK_URL,
  NEXT_PUBLIC_CHAT_WEBHOOK_METHOD: process.env.NEXT_PUBLIC_CHAT_WEBHOOK_METHOD,
  NEXT_PUBLIC_CHAT_INPUT_KEY: process.env.NEXT_PUBLIC_CHAT_INPUT_KEY,
  NEXT_PUBLIC_CHAT_STREAMING: process.env.NEXT_PUBLIC_CHAT_STREAMING,
  NEXT_PUBLIC_CHAT_LOAD_PREVIOUS_SESSION: process.env.NEXT_PUBLIC_CHAT_LOAD_PREVIOUS_SESSION,
});

export const webhookUrls = siteWebhookSettings.urls;
