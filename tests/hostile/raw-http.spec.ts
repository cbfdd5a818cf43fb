import net from "node:net";
import { expect, test } from "@playwright/test";
import { testPorts } from "../support/ports";
import { bodyLimitFor } from "~/infra/request-rules.server";
import { BASE, expectHealthy, MAX_ANSWER_MS } from "./client";
import { paths } from "~/lib/paths";

/**
 * What only a raw socket can send: chunked bodies past the limit, a malformed Host, TRACE. The client
 * must read a readable 4xx (not a reset), within a second of the limit being passed.
 */
const port = testPorts().app;

type RawAnswer = { statusLine: string; text: string; ms: number };

/** Writes `head`, then `chunks` (as long as the server reads), and collects what the server answers. */
function rawExchange(head: string, chunks: Buffer[] = [], endOfBody = "", timeoutMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    let answeredAt = 0;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to ${head.split("\r\n")[0]}`));
    }, timeoutMs);
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      resolve({
        statusLine: answer.split("\r\n")[0] ?? "",
        text: answer,
        ms: (answeredAt || performance.now()) - started,
      });
    };
    socket.on("data", (data) => {
      if (!answeredAt) answeredAt = performance.now();
      answer += data.toString("latin1");
      // A whole answer on a connection kept alive: done (the server would wait for our next request).
      const [head = "", ...rest] = answer.split("\r\n\r\n");
      const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
      if (length !== undefined && Buffer.byteLength(rest.join("\r\n\r\n"), "latin1") >= Number(length)) {
        socket.end();
        finish();
      }
    });
    socket.on("end", finish);
    socket.on("close", finish);
    socket.on("error", (error) => {
      if (answer) finish();
      else {
        clearTimeout(timer);
        reject(error);
      }
    });
    socket.on("connect", async () => {
      socket.write(head);
      for (const chunk of chunks) {
        if (answeredAt || socket.destroyed) break;
        if (!socket.write(chunk)) await new Promise((resume) => socket.once("drain", resume));
      }
      // Whether cut short by the answer or not, the body ends properly (the last chunk, for a chunked one).
      if (!socket.destroyed) socket.end(endOfBody);
    });
  });
}

const chunk = (size: number) => {
  const data = Buffer.alloc(size, "a");
  return Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), data, Buffer.from("\r\n")]);
};

for (const path of [paths.authGoogle, paths.signOut, paths.contact, paths.trainerProfile]) {
  test(`a chunked body past the limit to ${path} is read as a 413`, async () => {
    const head =
      `POST ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: ${BASE}\r\n` +
      "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n";
    // 1 MB past the route's limit, in 64 KB chunks.
    const chunks = Array.from(
      { length: Math.ceil((bodyLimitFor(path, "application/x-www-form-urlencoded") + 1024 * 1024) / (64 * 1024)) },
      () => chunk(64 * 1024),
    );
    const answer = await rawExchange(head, chunks, "0\r\n\r\n");
    expect(answer.statusLine).toBe("HTTP/1.1 413 Payload Too Large");
    expect(answer.text).toContain("too large");
    await expectHealthy(`chunked ${path}`);
  });
}

test("a Content-Length past the limit is refused before the body is read", async () => {
  const answer = await rawExchange(
    `POST /contact HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: ${BASE}\r\n` +
      "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 209715200\r\n\r\nname=x",
  );
  expect(answer.statusLine).toBe("HTTP/1.1 413 Payload Too Large");
  expect(answer.ms).toBeLessThan(MAX_ANSWER_MS);
  await expectHealthy("Content-Length past the limit");
});

test.describe("malformed requests", () => {
  const cases: [string, string, RegExp][] = [
    ["TRACE", `TRACE / HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`, /^HTTP\/1\.1 405/],
    ["TRACK", `TRACK / HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`, /^HTTP\/1\.1 4\d\d/],
    ["a Host with a space", `GET / HTTP/1.1\r\nHost: a b\r\n\r\n`, /^HTTP\/1\.1 400/],
    ["a Host with a path", `GET / HTTP/1.1\r\nHost: evil.example/x\r\n\r\n`, /^HTTP\/1\.1 400/],
    ["an unclosed IPv6 Host", `GET / HTTP/1.1\r\nHost: [::1\r\n\r\n`, /^HTTP\/1\.1 400/],
    ["a Host with a bad port", `GET / HTTP/1.1\r\nHost: localhost:99999999\r\n\r\n`, /^HTTP\/1\.1 400/],
    ["an empty Host", `GET / HTTP/1.1\r\nHost:\r\n\r\n`, /^HTTP\/1\.1 400/],
    // Shaped like a host, but the URL parser refuses them (a 500 with a stack trace).
    ["a Host port above 65535", `GET / HTTP/1.1\r\nHost: localhost:70000\r\n\r\n`, /^HTTP\/1\.1 400/],
    ["a Host port of 65536", `GET /contact HTTP/1.1\r\nHost: localhost:65536\r\n\r\n`, /^HTTP\/1\.1 400/],
    ["a Host that is no IPv4 address", `GET / HTTP/1.1\r\nHost: 1.2.3.4.5\r\n\r\n`, /^HTTP\/1\.1 400/],
    [
      "an X-Forwarded-Host port above 65535",
      `GET / HTTP/1.1\r\nHost: localhost:${port}\r\nX-Forwarded-Host: localhost:99999\r\n\r\n`,
      /^HTTP\/1\.1 400/,
    ],
    [
      "an X-Forwarded-Host port above 65535 on a POST",
      `POST /contact HTTP/1.1\r\nHost: localhost:${port}\r\nX-Forwarded-Host: example.com:65536\r\n` +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 6\r\n\r\nname=x",
      /^HTTP\/1\.1 400/,
    ],
    ["no Host", `GET / HTTP/1.1\r\n\r\n`, /^HTTP\/1\.1 400/],
    [
      "a bad X-Forwarded-Host",
      `GET / HTTP/1.1\r\nHost: localhost:${port}\r\nX-Forwarded-Host: a b\r\n\r\n`,
      /^HTTP\/1\.1 400/,
    ],
    [
      "an absolute-form target",
      `GET http://evil.example/ HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`,
      /^HTTP\/1\.1 400/,
    ],
    ["an asterisk target", `OPTIONS * HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`, /^HTTP\/1\.1 4\d\d/],
    ["a path with raw bytes", `GET /%ff%00/\xff HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`, /^HTTP\/1\.1 4\d\d/],
    ["HTTP/1.0 without Host", `GET /healthz HTTP/1.0\r\n\r\n`, /^HTTP\/1\.[01] [24]\d\d/],
  ];
  // Express would answer these with its own 400 page and log a stack trace for each (a visitor's typo
  // is not a server error): the guards answer them, in words.
  for (const path of ["/%zz", "/about/%E0%A4%A", "/admin/outbox/%zz", "/requirements/manage/%"]) {
    test(`a bad escape in ${path}`, async () => {
      const answer = await rawExchange(`GET ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`);
      expect(answer.statusLine).toMatch(/^HTTP\/1\.1 400/);
      expect(answer.text).toContain("This address holds a % that is not a valid escape.");
      await expectHealthy(path);
    });
  }
  for (const [label, head, expected] of cases) {
    test(label, async () => {
      const answer = await rawExchange(head.replace(/\r\n\r\n$/, "\r\nConnection: close\r\n\r\n"));
      expect(answer.statusLine).toMatch(expected);
      expect(answer.ms).toBeLessThan(MAX_ANSWER_MS);
      await expectHealthy(label);
    });
  }
});
