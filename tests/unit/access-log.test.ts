import { PassThrough } from "node:stream";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import express from "express";
import { describe, expect, it } from "vitest";
import { paths } from "~/lib/paths";
import remixConfig from "../../remix.config.js";
import { accessLog, REDACTED, redactUrl, secretRoutePatterns } from "../../server/access-log.js";

/** Remix's own reading of app/routes/, the same records as the build's `routes`. */
const routes = flatRoutes("app", remixConfig.ignoredRouteFiles);
const patterns = secretRoutePatterns(routes);
const TOKEN = "Fw8TqZ3xY0secretTokenValue_abcdefghijklmno";

describe("private links in the access log", () => {
  it("redacts the manage and the unsubscribe tokens, single-fetch data URLs and queries too", () => {
    expect(redactUrl(paths.requirementManage(TOKEN), patterns)).toBe(`/requirements/manage/${REDACTED}`);
    expect(redactUrl(`${paths.requirementManage(TOKEN)}.data`, patterns)).toBe(`/requirements/manage/${REDACTED}.data`);
    expect(redactUrl(`${paths.requirementManage(TOKEN)}?index`, patterns)).toBe(
      `/requirements/manage/${REDACTED}?index`,
    );
    expect(redactUrl(paths.alertsUnsubscribe(TOKEN), patterns)).toBe(`/alerts/unsubscribe/${REDACTED}`);
  });

  it("covers every route of app/routes/ whose parameter is a token", () => {
    expect(patterns.length).toBeGreaterThanOrEqual(2);
    for (const pattern of patterns) {
      const url = `/${pattern.map((part) => (part.startsWith(":") ? TOKEN : part)).join("/")}`;
      expect(redactUrl(url, patterns), url).not.toContain(TOKEN);
    }
  });

  it("leaves every other URL as it is", () => {
    for (const url of [
      "/",
      paths.courses({ q: "azure" }),
      paths.adminOutboxMail(12),
      paths.pincode("560001"),
      "/requirements/manage",
      "/requirements/manage/",
      "/requirements/manage/x/y",
    ]) {
      expect(redactUrl(url, patterns)).toBe(url);
    }
  });

  it("writes the redacted line in morgan's tiny format", async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => lines.push(chunk.toString()));
    const app = express();
    const log = accessLog(routes);
    app.use((req, res, next) => log(req, res, next));
    app.get("*", (_req, res) => res.status(404).send("no"));
    // morgan writes to stdout unless given a stream: capture it for this one request.
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => {
      stream.write(chunk);
      return true;
    }) as typeof process.stdout.write;
    const server = http.createServer(app).listen(0, "127.0.0.1");
    try {
      await new Promise((resolve) => server.once("listening", resolve));
      const { port } = server.address() as AddressInfo;
      await fetch(`http://127.0.0.1:${port}${paths.requirementManage(TOKEN)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.stdout.write = write;
      server.close();
    }
    expect(lines.join("")).toMatch(/^GET \/requirements\/manage\/\[redacted\] 404 2 - [\d.]+ ms\n$/);
    expect(lines.join("")).not.toContain(TOKEN);
  });
});
