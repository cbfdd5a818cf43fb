import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { PEER_ADDRESS_HEADER } from "./request-rules.server";

/**
 * Every request an HTTP server in this process receives, seen through Node's built-in diagnostics channel
 * `http.server.request.start`, synchronously before the server's own handler (Express, remix-serve's or ours) reads
 * it (decision record 0057). It is how the app knows the socket's peer whichever server runs it: remix-serve hands
 * Remix a Request built from the headers alone, so the app writes the peer into the headers itself, over whatever a
 * client sent under that name. Subscribed once per process, however often the build is imported.
 */
type RequestStart = { request: IncomingMessage; socket: Socket };

const listeners: (() => void)[] = [];
const key = Symbol.for("edukon.http-requests");

export function watchHttpRequests(): void {
  const store = globalThis as { [key]?: true };
  if (store[key]) return;
  store[key] = true;
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as RequestStart;
    // Never the client's own value: the header is the socket's, or "unknown" for a socket that no longer has a peer.
    request.headers[PEER_ADDRESS_HEADER] = socket.remoteAddress ?? "unknown";
    for (const listener of listeners) listener();
  });
}

/** Calls `listener` on every request an HTTP server in this process receives (before it is handled). */
export function onHttpRequest(listener: () => void): void {
  listeners.push(listener);
}
