// A module-load hook that patches postgres.js 3.4.9's write scheduler, registered by server.ts.
//
// Why: when PostgreSQL drops a connection inside a transaction (a restart, pg_terminate_backend), the
// driver's deferred write (`setImmediate(nextWrite)`) can run after `closed()` has set the socket to
// null; the TypeError is thrown from the immediate, escapes every try/catch and ends the process
// (porsager/postgres issues 1154 and 1208, fixes proposed in pull requests 1168, 1176 and 1209, not
// released). `npm run test:faults` hits it. The guard rejects the pending queries with the driver's
// own CONNECTION_CLOSED error (a 503 for the visitor), and teardown resets the write timer and buffer
// so the connection is not left unable to write. Remove this file when a fixed postgres.js is pinned.

import type { LoadHook } from "node:module";

const TARGET = /\/node_modules\/postgres\/src\/connection\.js$/;

const PATCHES: [string, string][] = [
  [
    "  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)",
    "  function nextWrite(fn) {\n    if (socket === null) {\n      chunk = nextWriteTimer = null\n      error(Errors.connection('CONNECTION_CLOSED', options))\n      return false\n    }\n    const x = socket.write(chunk, fn)",
  ],
  ["    clearImmediate(nextWriteTimer)\n", "    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n"],
];

export const load: LoadHook = async (url, context, nextLoad) => {
  const result = await nextLoad(url, context);
  if (!TARGET.test(url) || result.source == null) return result;
  let source = String(result.source);
  for (const [from, to] of PATCHES) {
    if (!source.includes(from)) {
      console.warn(
        `[postgres-write-guard] postgres.js changed; not patched (${url}). Check whether the fix is released.`,
      );
      return result;
    }
    source = source.replaceAll(from, to);
  }
  return { ...result, source };
};
