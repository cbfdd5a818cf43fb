import type { AddressInfo } from "node:net";
import net from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { parseConfig } from "~/infra/config.server";
import { bodyLimitFor, bodyNeedsSignIn, isSafeMethod } from "~/infra/request-rules.server";
import { boundedBody, createBodyBudget, type BodyBudget } from "../../server/request-guards.js";

/** The app's rules, as the app host hands them to the server (app/host.server.ts). */
const rules = { bodyLimitFor, bodyNeedsSignIn, isSafeMethod };

/**
 * The body guard of server/request-guards.ts on its own: slow bodies end in 408 after the
 * configured time, the bytes held for bodies across requests stay within one budget (503 past it), and a route
 * that needs sign-in leaves a visitor's body unread.
 */
let server: Server | undefined;
afterEach(async () => {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
});

/** Waits until `check` holds, up to `ms`. */
async function until(check: () => boolean, ms = 3000): Promise<void> {
  const deadline = performance.now() + ms;
  while (!check() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

async function serve(options: Partial<Parameters<typeof boundedBody>[0]>): Promise<number> {
  const app = express();
  app.use(boundedBody({ rules, ...options }));
  app.post("*", (req, res) => {
    const body = (req as unknown as { boundedBody: Buffer }).boundedBody;
    res.type("text/plain").send(`got ${body.length}`);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  return (server?.address() as AddressInfo).port;
}

type Exchange = { socket: net.Socket; answer: Promise<string> };

/** Sends a POST's head and the first `sent` bytes of a body of `length`, and collects the answer's first bytes. */
function startPost(port: number, path: string, length: number, sent: number, headers = ""): Exchange {
  const socket = net.connect(port, "127.0.0.1");
  const answer = new Promise<string>((resolve) => {
    let text = "";
    socket.on("data", (data) => {
      text += data.toString("latin1");
      if (text.includes("\r\n\r\n")) resolve(text);
    });
    socket.on("close", () => resolve(text));
    socket.on("error", () => resolve(text));
  });
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
      `Content-Length: ${length}\r\n${headers}\r\n`,
  );
  if (sent > 0) socket.write(Buffer.alloc(sent, "a"));
  return { socket, answer };
}

const statusOf = (answer: string) => answer.split("\r\n")[0] ?? "";

describe("a slow body (FORM_BODY_TIMEOUT_MS)", () => {
  it("answers 408 once the configured time has passed without the whole body", async () => {
    const config = parseConfig({ FORM_BODY_TIMEOUT_MS: "300" });
    expect(config.formBodyTimeoutMs).toBe(300);
    const port = await serve({ timeoutMs: config.formBodyTimeoutMs });
    const started = performance.now();
    const slow = startPost(port, "/contact", 1000, 10);
    const answer = await slow.answer;
    slow.socket.destroy();
    expect(statusOf(answer)).toBe("HTTP/1.1 408 Request Timeout");
    expect(answer).toContain("took too long");
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("is 30 seconds unless configured", () => {
    expect(parseConfig({}).formBodyTimeoutMs).toBe(30_000);
    expect(() => parseConfig({ FORM_BODY_TIMEOUT_MS: "10" })).toThrow(/FORM_BODY_TIMEOUT_MS/);
  });

  it("leaves a body that arrives in time alone", async () => {
    const port = await serve({ timeoutMs: 300 });
    const whole = startPost(port, "/contact", 10, 10);
    expect(statusOf(await whole.answer)).toBe("HTTP/1.1 200 OK");
    whole.socket.destroy();
  });
});

describe("the body budget (BODY_BUDGET_BYTES)", () => {
  it("holds at most the budget across concurrent bodies, refuses the rest with 503 and Retry-After", async () => {
    const budget: BodyBudget = createBodyBudget(parseConfig({ BODY_BUDGET_BYTES: "1000000" }).bodyBudgetBytes);
    // The CV upload's limit (8 MB) for every path: the budget, not a body's own limit, is what this test reaches.
    const port = await serve({ budget, timeoutMs: 5000, rules: { ...rules, bodyLimitFor: () => 8 * 1024 * 1024 } });
    // Ten bodies of 300 KB that never finish: about three fit, the others are refused as their bytes arrive.
    const posts = Array.from({ length: 10 }, () => startPost(port, "/contact", 400_000, 300_000));
    await until(() => budget.stats.refusedOverBudget >= 7);
    expect(budget.stats.peakHeld).toBeLessThanOrEqual(1_000_000);
    expect(budget.stats.refusedOverBudget).toBeGreaterThanOrEqual(7);
    const texts = await Promise.all(
      posts.map((post) => Promise.race([post.answer, new Promise<string>((r) => setTimeout(() => r(""), 500))])),
    );
    const busy = texts.filter((text) => statusOf(text) === "HTTP/1.1 503 Service Unavailable");
    expect(busy.length).toBeGreaterThanOrEqual(7);
    expect(busy[0]).toMatch(/\r\nretry-after: 5\r\n/i);
    expect(busy[0]).toContain("busy");
    for (const post of posts) post.socket.destroy();
    // Every byte goes back once its request is over.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(budget.stats.held).toBe(0);
  });
});

describe("bodies of routes that need sign-in", () => {
  it("names the CV upload (multipart only), the signed-in pages and the back office", () => {
    const multipart = "multipart/form-data; boundary=x";
    expect(bodyNeedsSignIn("/trainer-profile", multipart)).toBe(true);
    expect(bodyNeedsSignIn("/trainer-profile.data", multipart)).toBe(true);
    expect(bodyNeedsSignIn("/trainer-profile", "application/x-www-form-urlencoded")).toBe(false);
    for (const path of ["/my-applications", "/trainer-profile/delete", "/trainer-profile/alerts", "/admin/vendors"]) {
      expect(bodyNeedsSignIn(path, "application/x-www-form-urlencoded"), path).toBe(true);
    }
    expect(bodyNeedsSignIn("/contact", multipart)).toBe(false);
    expect(bodyNeedsSignIn("/administration", multipart)).toBe(false);
  });

  it("does not read a visitor's body there: the route gets an empty one at once", async () => {
    const budget = createBodyBudget(64 * 1024 * 1024);
    const port = await serve({
      budget,
      rules: { ...rules, bodyLimitFor: () => 8 * 1024 * 1024 },
      isSignedIn: async (cookie) => cookie === "sid=ok",
    });
    // Only 64 KB of 8 MB sent: the answer comes without waiting for the rest.
    const visitor = startPost(port, "/my-applications", 8 * 1024 * 1024, 64 * 1024);
    const answer = await visitor.answer;
    expect(statusOf(answer)).toBe("HTTP/1.1 200 OK");
    expect(answer).toContain("got 0");
    expect(budget.stats.unreadBodies).toBe(1);
    expect(budget.stats.bufferedTotal).toBe(0);
    visitor.socket.destroy();
    const member = startPost(port, "/my-applications", 5, 5, "Cookie: sid=ok\r\n");
    expect(await member.answer).toContain("got 5");
    member.socket.destroy();
  });
});

describe("the one body limit of a form", () => {
  it("refuses a form past 64 KB with 413 as its bytes arrive, and takes one of 64 KB", async () => {
    const port = await serve({ timeoutMs: 5000 });
    const over = startPost(port, "/contact", 64 * 1024 + 1, 64 * 1024 + 1);
    expect(statusOf(await over.answer)).toBe("HTTP/1.1 413 Payload Too Large");
    over.socket.destroy();
    const within = startPost(port, "/contact", 64 * 1024, 64 * 1024);
    expect(await within.answer).toContain("got 65536");
    within.socket.destroy();
  });
});
