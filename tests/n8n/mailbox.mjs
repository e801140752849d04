#!/usr/bin/env node
// @ts-check
/**
 * The mail server of `npm run test:n8n`: a real SMTP server on loopback (smtp-server) that keeps every
 * mail it accepts, parsed (mailparser), and answers over HTTP, so the specs read what n8n's Send Email
 * nodes sent. The runner starts it as its own process (the runner blocks while Playwright runs).
 *
 *   node tests/n8n/mailbox.mjs <smtpPort> <httpPort>
 *
 * HTTP: GET /messages (every mail: from, to, subject, text, attachments with file name, type, size and the
 * SHA-256 of their bytes),
 * POST /smtp/stop (the SMTP port is closed: connections are refused, as when a mail server is down),
 * POST /smtp/start (it listens again).
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort) throw new Error('Usage: node tests/n8n/mailbox.mjs <smtpPort> <httpPort>');

/** @typedef {{ from: string, to: string, subject: string, text: string, attachments: Array<{ filename: string, contentType: string, size: number, sha256: string }>, receivedAt: string }} Mail */
/** @type {Mail[]} */
const messages = [];

/** @type {SMTPServer | null} */
let smtp = null;

function startSmtp() {
  if (smtp) return Promise.resolve();
  smtp = new SMTPServer({
    // Loopback only, any login accepted: n8n's SMTP credential has a user and password.
    authOptional: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'n8n' }),
    disabledCommands: ['STARTTLS'],
    size: 20 * 1024 * 1024,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const address = (/** @type {any} */ field) => (field && 'text' in field ? field.text : '');
          messages.push({
            from: address(mail.from),
            to: address(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            attachments: mail.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              size: attachment.size,
              sha256: createHash('sha256').update(attachment.content).digest('hex'),
            })),
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch(callback);
    },
  });
  const server = smtp;
  return new Promise((resolve) => server.listen(smtpPort, '127.0.0.1', () => resolve(undefined)));
}

function stopSmtp() {
  const server = smtp;
  smtp = null;
  return new Promise((resolve) => (server ? server.close(() => resolve(undefined)) : resolve(undefined)));
}

http
  .createServer(async (request, response) => {
    const send = (/** @type {number} */ status, /** @type {unknown} */ body) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && request.url === '/messages') return send(200, messages);
    if (request.method === 'POST' && request.url === '/smtp/stop') return send(200, await stopSmtp());
    if (request.method === 'POST' && request.url === '/smtp/start') return send(200, await startSmtp());
    send(404, { error: 'GET /messages, POST /smtp/stop, POST /smtp/start' });
  })
  .listen(httpPort, '127.0.0.1', async () => {
    await startSmtp();
    console.log(`SMTP on 127.0.0.1:${smtpPort}, its mail over HTTP on 127.0.0.1:${httpPort}`);
  });
