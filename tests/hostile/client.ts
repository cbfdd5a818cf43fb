import { expect } from "@playwright/test";
import { testPorts } from "../support/ports";

/**
 * The hostile suite's HTTP client: Node's fetch with bodies as bytes (so no Content-Type is added
 * behind our back), no redirects followed, each answer timed. Every answer must come within
 * MAX_ANSWER_MS and be below 500 ("an answer within a second").
 */
export const BASE = `http://localhost:${testPorts().app}`;
export const MAX_ANSWER_MS = 1000;

export type Sent = { status: number; ms: number; body: string; headers: Headers };

export type HostileRequest = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** Headers of this sender (a session cookie for the admin rows). */
  as?: Record<string, string>;
};

let address = 0;
/** A fresh client address per request (trusted one hop in the harness), so rate limits never hide a parser. */
function nextAddress(): string {
  address += 1;
  return `10.99.${(address >> 8) & 255}.${address & 255}`;
}

async function sendOnce(request: HostileRequest): Promise<Sent> {
  const started = performance.now();
  const body = typeof request.body === "string" ? new Uint8Array(Buffer.from(request.body, "utf8")) : request.body;
  const response = await fetch(`${BASE}${request.path}`, {
    method: request.method ?? "POST",
    headers: { "X-Forwarded-For": nextAddress(), ...request.as, ...request.headers },
    body: request.method === "GET" || request.method === "HEAD" ? undefined : body,
    redirect: "manual",
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  return { status: response.status, ms: performance.now() - started, body: text, headers: response.headers };
}

/**
 * Sends the request and checks the answer: no 5xx, within MAX_ANSWER_MS. A slow answer is sent again,
 * up to twice, before it counts (other builds share this machine's cores); three slow ones fail.
 */
export async function sendHostile(request: HostileRequest, label: string): Promise<Sent> {
  let sent = await sendOnce(request).catch(async (error: Error & { cause?: { code?: string; message?: string } }) => {
    // A keep-alive socket the server closed as it was reused (its idle timeout) is not an answer: a
    // browser sends again on a fresh connection, and so do we, once.
    if (error.cause?.code !== "UND_ERR_SOCKET") throw error;
    return sendOnce(request);
  });
  // Best of three: a hang or a slow parser is slow every time, a busy machine only now and then.
  for (let attempt = 0; attempt < 2 && sent.ms > MAX_ANSWER_MS; attempt += 1) sent = await sendOnce(request);
  expect(sent.status, `${label}: ${sent.body.slice(0, 300)}`).toBeLessThan(500);
  expect(sent.ms, `${label}: answered in ${Math.round(sent.ms)} ms`).toBeLessThan(MAX_ANSWER_MS);
  return sent;
}

export async function expectHealthy(label: string): Promise<void> {
  const response = await fetch(`${BASE}/healthz`, { signal: AbortSignal.timeout(3000) });
  expect(response.status, `/healthz after ${label}`).toBe(200);
}

/** The text with each lone surrogate replaced by U+FFFD (String.prototype.toWellFormed, for older libs). */
export function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
}

/** A urlencoded body from entries (repeated names kept). */
export function urlencoded(entries: [string, string][]): string {
  // A lone surrogate cannot be percent-encoded; the malformed bodies send such bytes raw.
  const encode = (text: string) => encodeURIComponent(wellFormed(text));
  return entries.map(([key, value]) => `${encode(key)}=${encode(value)}`).join("&");
}

export const FORM = "application/x-www-form-urlencoded";
export const ORIGIN = { Origin: BASE };
