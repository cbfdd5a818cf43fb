import net from "node:net";
import { expect, test } from "@playwright/test";
import { control } from "../support/fixtures";
import { testPorts } from "../support/ports";
import { BASE, expectHealthy } from "./client";
import { paths } from "~/lib/paths";

/**
 * Request bodies the server must not hold: a visitor's upload to a route that needs sign-in is
 * answered without being read, and a body that trickles in gets 408 after FORM_BODY_TIMEOUT_MS (4 s in the harness,
 * 30 s in production) instead of Node's 300 s. The body budget itself is tested in tests/unit/body-guard.test.ts.
 */
const port = testPorts().app;
const MB = 1024 * 1024;

/** Sends a POST's head and the first bytes of its body, never the rest; resolves with the answer's head. */
function startPost(head: string, firstBytes: Buffer) {
  const socket = net.connect(port, "127.0.0.1");
  const answer = new Promise<{ head: string; ms: number }>((resolve, reject) => {
    const started = performance.now();
    let text = "";
    const timer = setTimeout(() => reject(new Error(`no answer within 15 s to ${head.split("\r\n")[0]}`)), 15_000);
    socket.on("data", (data) => {
      text += data.toString("latin1");
      if (!text.includes("\r\n\r\n")) return;
      clearTimeout(timer);
      resolve({ head: text.split("\r\n\r\n")[0] ?? "", ms: performance.now() - started });
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
  socket.write(head);
  socket.write(firstBytes);
  return { socket, answer };
}

test("40 anonymous 8 MB CV uploads at once are answered without their bodies being read", async () => {
  const before = await control.bodyStats();
  const boundary = "----hostileboundary";
  const firstBytes = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n` +
        "Content-Type: application/pdf\r\n\r\n%PDF-1.4\n",
    ),
    Buffer.alloc(64 * 1024, "a"),
  ]);
  const posts = Array.from({ length: 40 }, (_, index) => {
    const path = index % 2 === 0 ? paths.trainerProfile : `${paths.trainerProfile}.data`;
    // A forged session cookie is no sign-in either.
    const cookie = index % 4 === 1 ? "Cookie: edukon_session=forged\r\n" : "";
    return startPost(
      `POST ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: ${BASE}\r\n${cookie}` +
        `X-Forwarded-For: 10.98.0.${index}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${8 * MB}\r\n\r\n`,
      firstBytes,
    );
  });
  try {
    // Each answer comes although only 64 KB of its 8 MB were sent: the server never waited for (or kept) the rest.
    const answers = await Promise.all(posts.map((post) => post.answer));
    for (const [index, answer] of answers.entries()) {
      expect(answer.head, `upload ${index}`).toMatch(/^HTTP\/1\.1 (401|200|30\d) /);
      if (index % 2 === 0) expect(answer.head).toMatch(/^HTTP\/1\.1 401 /);
    }
  } finally {
    for (const post of posts) post.socket.destroy();
  }
  const after = await control.bodyStats();
  expect(after.unreadBodies - before.unreadBodies).toBeGreaterThanOrEqual(40);
  expect(after.peakHeld).toBeLessThanOrEqual(after.budgetBytes);
  await expectHealthy("40 anonymous uploads");
});

test("a form body that trickles in is answered 408 after FORM_BODY_TIMEOUT_MS, not held for 300 s", async () => {
  const slow = startPost(
    `POST ${paths.contact} HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: ${BASE}\r\nX-Forwarded-For: 10.98.1.1\r\n` +
      "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n",
    Buffer.from("name=Asha"),
  );
  try {
    const answer = await slow.answer;
    expect(answer.head).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.ms).toBeGreaterThan(3500);
    expect(answer.ms).toBeLessThan(10_000);
  } finally {
    slow.socket.destroy();
  }
  await expectHealthy("a slow body");
});
