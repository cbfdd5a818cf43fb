import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { onHttpRequest, watchHttpRequests } from "~/infra/http-requests.server";
import { PEER_ADDRESS_HEADER } from "~/infra/request-rules.server";

/**
 * The socket's peer reaches the app whichever HTTP server runs it (decision record 0057): under remix-serve the app sees
 * only headers, so the header the rate limits read must be the socket's, never a client's.
 */
describe("every HTTP request in the process", () => {
  it("carries the socket's peer in the app's header, over the value a client sent", async () => {
    watchHttpRequests();
    let seen = 0;
    onHttpRequest(() => seen++);
    const heard: IncomingHttpHeaders[] = [];
    const server = createServer((req, res) => {
      heard.push(req.headers);
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await fetch(`http://127.0.0.1:${port}/`, { headers: { [PEER_ADDRESS_HEADER]: "203.0.113.9" } });
      await fetch(`http://127.0.0.1:${port}/`);
    } finally {
      server.close();
    }
    expect(heard.map((headers) => headers[PEER_ADDRESS_HEADER])).toEqual(["127.0.0.1", "127.0.0.1"]);
    expect(seen).toBe(2);
  });
});
