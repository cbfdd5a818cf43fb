import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../../scripts/precompress.js";
import { acceptedEncodings, precompressedAssets } from "../../server/precompressed.js";

let folder: string;
let server: http.Server;
let base: string;
const script = `export const greeting = ${JSON.stringify("hello ".repeat(500))};\n`;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "precompressed-"));
  mkdirSync(path.join(folder, "routes"));
  writeFileSync(path.join(folder, "routes", "page-ABC.js"), script);
  writeFileSync(path.join(folder, "tiny.css"), "a{color:red}");
  expect(precompress(folder).files).toBe(1);
  const app = express();
  app.use(compression());
  app.use("/build", precompressedAssets(folder));
  app.use("/build", express.static(folder, { immutable: true, maxAge: "1y" }));
  server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(folder, { recursive: true, force: true });
});

function get(urlPath: string, acceptEncoding?: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding };
    http
      .get(`${base}${urlPath}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("precompressed build assets", () => {
  it("sends the brotli copy to a browser that accepts it, with the original's type", async () => {
    const { headers, body } = await get("/build/routes/page-ABC.js?v=1", "gzip, deflate, br");
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(headers["vary"]).toBe("Accept-Encoding");
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(body).toString()).toBe(script);
    expect(Number(headers["content-length"])).toBe(readFileSync(path.join(folder, "routes", "page-ABC.js.br")).length);
  });

  it("sends the gzip copy when brotli is not accepted, and the plain file when neither is", async () => {
    const gzip = await get("/build/routes/page-ABC.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    for (const header of [undefined, "identity", "br;q=0, gzip;q=0"]) {
      const plain = await get("/build/routes/page-ABC.js", header);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString()).toBe(script);
    }
  });

  it("leaves files without copies (too small to be worth it) to the plain static server", async () => {
    const { headers, body } = await get("/build/tiny.css", "br");
    expect(headers["content-encoding"]).toBeUndefined();
    expect(body.toString()).toBe("a{color:red}");
  });

  it("reads Accept-Encoding with its q-values", () => {
    expect([...acceptedEncodings("gzip, deflate, br, zstd")]).toEqual(["gzip", "deflate", "br", "zstd"]);
    expect([...acceptedEncodings("br;q=0, gzip;q=0.5")]).toEqual(["gzip"]);
    expect([...acceptedEncodings("*")]).toEqual(["br", "gzip"]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });

  it("lets a named encoding's q=0 win over `*` (br was answered to `br;q=0, *`)", () => {
    expect([...acceptedEncodings("br;q=0, *")]).toEqual(["gzip"]);
    expect([...acceptedEncodings("*, gzip;q=0")]).toEqual(["br"]);
    expect([...acceptedEncodings("br;q=0, gzip;q=0, *")]).toEqual([]);
    expect([...acceptedEncodings("*;q=0, gzip")]).toEqual(["gzip"]);
    expect([...acceptedEncodings("BR;Q=0, *")]).toEqual(["gzip"]);
  });
});
