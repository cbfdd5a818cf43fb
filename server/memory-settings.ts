// How the server process must be started to stay within its memory budget (decision record 0022: <= 300 MB resident
// after a minute of load). Neither setting can be made from inside a running process: glibc reads
// MALLOC_ARENA_MAX when the process starts, V8 sizes its young generation when the heap is created. So
// every way of starting the server names them: the Dockerfile (ENV and CMD), `npm start` and `npm run serve`
// (package.json), and the HTTP benches (scripts/bench/server-process.ts, which reads them from here).
// tests/unit/memory-settings.test.ts checks that those places agree with this file. Figures: decision 0022.

/**
 * Environment for the server process. MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (V8's
 * compiler and GC helpers, libuv's pool running zlib) a malloc arena of its own, up to 8 per core, and
 * keeps their freed memory; after a minute of load malloc held ~190 MB in 9 arenas, with 2 arenas ~95 MB.
 */
export const SERVER_ENVIRONMENT = Object.freeze({ MALLOC_ARENA_MAX: "2" });

/**
 * Node/V8 flags for the server process. A 2 MB semi-space (V8's default is 16 MB, and the young
 * generation holds two) makes the young generation 4 MB instead of 32 MB; a render's garbage is
 * short-lived, so the scavenges are cheap and the rates stayed the same.
 * No cap on the old space (decision record 0071): a 160 MB cap once held the process under 300 MB while signed-in
 * pages were kept per visitor (0052, since replaced), but under the realistic load (docs/benchmarks.md) any
 * `--max-old-space-size` (160 or 400) doubled the server's CPU per answer (17-22 ms against 8-13 ms without, on a quiet
 * machine) and its answers timed out at 200 visitors; without it the process held about 320 MB after that load.
 */
export const SERVER_NODE_FLAGS = Object.freeze(["--max-semi-space-size=2"]);
