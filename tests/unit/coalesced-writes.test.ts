import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { coalesceWrites } from "../../server/coalesced-writes.js";

/** A response that records what reaches it (behind coalesceWrites: the compression middleware). */
function recordingResponse() {
  const calls: string[] = [];
  const res = {
    write: (chunk: Uint8Array | string) => {
      calls.push(`write ${Buffer.from(chunk).toString()}`);
      return true;
    },
    flush: () => calls.push("flush"),
    end: (chunk?: string) => {
      calls.push(chunk === undefined ? "end" : `end ${chunk}`);
    },
  };
  return { res: res as unknown as ServerResponse & { flush: () => void }, calls };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const bytes = (text: string) => new TextEncoder().encode(text);

describe("coalesceWrites: a streamed page's chunks reach the compressor a turn at a time", () => {
  it("joins the writes and flushes of one turn into one write and one flush", async () => {
    const { res, calls } = recordingResponse();
    coalesceWrites(res);
    res.write(bytes("<html>"));
    res.flush();
    res.write("<body>");
    res.flush();
    expect(calls).toEqual([]);
    await nextTurn();
    expect(calls).toEqual(["write <html><body>", "flush"]);
  });

  it("sends a later turn's writes on their own (deferred data is not held back)", async () => {
    const { res, calls } = recordingResponse();
    coalesceWrites(res);
    res.write("first");
    res.flush();
    await nextTurn();
    res.write("second");
    res.flush();
    await nextTurn();
    expect(calls).toEqual(["write first", "flush", "write second", "flush"]);
  });

  it("on end sends what is pending first, in order, and leaves the last flush to end", async () => {
    const { res, calls } = recordingResponse();
    coalesceWrites(res);
    res.write("a");
    res.flush();
    res.write("b");
    res.end("c");
    await nextTurn();
    expect(calls).toEqual(["write ab", "end c"]);
  });

  it("calls each write's callback once the joined write is done", async () => {
    const { res } = recordingResponse();
    const done: string[] = [];
    const original = res.write;
    res.write = ((chunk: Uint8Array, callback?: () => void) => {
      original(chunk);
      callback?.();
      return true;
    }) as typeof res.write;
    coalesceWrites(res);
    res.write("a", () => done.push("a"));
    res.write("b", "utf8", () => done.push("b"));
    await nextTurn();
    expect(done).toEqual(["a", "b"]);
  });
});
