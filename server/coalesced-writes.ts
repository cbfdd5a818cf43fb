// Joins a streamed page's small writes. Remix writes a document to the response one chunk at a time and
// calls `res.flush()` after each (@remix-run/node's writeReadableStreamToWritable); behind the compression
// middleware every chunk is then a compressor write and a brotli flush, and a render queues hundreds of
// small chunks at once: on the board that cost more CPU than anything else of ours (decision record 0027).
// Here what is written in one turn of the event loop goes to the compressor as one write and one flush at
// the end of the turn; chunks written in a later turn (deferred data) still go out in their own.

import type { ServerResponse } from "node:http";

type WriteCallback = (error?: Error | null) => void;

export function coalesceWrites(res: ServerResponse & { flush?: () => void }): void {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const flush = typeof res.flush === "function" ? res.flush.bind(res) : undefined;
  let pending: Uint8Array[] = [];
  let callbacks: WriteCallback[] = [];
  let flushWanted = false;
  let scheduled = false;

  const send = () => {
    scheduled = false;
    if (pending.length > 0) {
      const chunks = pending;
      const done = callbacks;
      pending = [];
      callbacks = [];
      const joined = chunks.length === 1 ? (chunks[0] as Uint8Array) : Buffer.concat(chunks);
      if (done.length === 0) write(joined);
      else write(joined, (error) => done.forEach((callback) => callback(error)));
    }
    if (flushWanted) {
      flushWanted = false;
      flush?.();
    }
  };
  const schedule = () => {
    if (!scheduled) {
      scheduled = true;
      setImmediate(send);
    }
  };

  res.write = ((
    chunk: string | Uint8Array,
    encoding?: BufferEncoding | WriteCallback,
    callback?: WriteCallback,
  ): boolean => {
    if (typeof encoding === "function") {
      callback = encoding;
      encoding = undefined;
    }
    pending.push(typeof chunk === "string" ? Buffer.from(chunk, encoding ?? "utf8") : chunk);
    if (callback) callbacks.push(callback);
    schedule();
    return true;
  }) as typeof res.write;
  if (flush) {
    res.flush = () => {
      flushWanted = true;
      schedule();
    };
  }
  res.end = ((...args: Parameters<typeof res.end>) => {
    // What is pending goes first, in order; end() flushes the compressor itself.
    flushWanted = false;
    send();
    return (end as (...endArgs: unknown[]) => ServerResponse)(...args);
  }) as typeof res.end;
}
