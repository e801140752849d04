import { receiverPort } from '../../../playwright.config';

/** The local webhook receiver that the built site posts to (see scripts/receiver/server.mjs). */
export const receiverOrigin = `http://127.0.0.1:${receiverPort}`;

export type ReceivedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  files: Record<string, { filename: string; type: string; size: number }>;
};

/** `held`: the usual answer, once the test lets it go with releaseReply (a pending state without a wait). */
export type FaultMode = 'error-json' | 'error-text' | 'slow' | 'drop' | 'empty-json' | 'held';

/** Makes the receiver fail the requests that contain `match` (a text unique to the test). */
export async function setFault(fault: {
  mode: FaultMode;
  match: string;
  times?: number;
  delayMs?: number;
  message?: string;
}) {
  const response = await fetch(`${receiverOrigin}/__control/fault`, { method: 'POST', body: JSON.stringify(fault) });
  if (!response.ok) throw new Error(`Could not set the receiver fault: ${response.status}`);
}

/** Lets the "held" reply for `match` go, or its "stream-stepwise" reply send its next `chunks` chunks. */
export async function releaseReply(match: string, chunks = 1) {
  const response = await fetch(`${receiverOrigin}/__control/step`, {
    method: 'POST',
    body: JSON.stringify({ match, chunks }),
  });
  if (!response.ok) throw new Error(`Could not release the held reply: ${response.status}`);
}

export async function clearFault(match: string) {
  await fetch(`${receiverOrigin}/__control/fault`, { method: 'POST', body: JSON.stringify({ mode: 'ok', match }) });
}

/** The requests the receiver logged that contain `contains` anywhere. */
export async function receivedRequests(contains: string): Promise<ReceivedRequest[]> {
  const response = await fetch(`${receiverOrigin}/__control/log?contains=${encodeURIComponent(contains)}`);
  return (await response.json()) as ReceivedRequest[];
}

/** A text unique to one test run, to find its requests and aim faults at them. */
export const uniqueMarker = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
