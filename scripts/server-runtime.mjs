// How the compiled server is run: by `npm start` (scripts/start.mjs), and by the tests and benches
// that start it as `npm start` does (server/test/server-process.ts). Measured by `npm run
// bench:memory`; docs/ARCHITECTURE.md#memory gives the figures.

/** Node flags for `node dist/server/main.js`. */
export const SERVER_NODE_ARGS = [
  '--enable-source-maps',
  // Lets server/main.ts collect once when start-up is over: the embedded database's first start
  // leaves two dead WebAssembly memories behind (initdb's, about 290 MB), and an idle process
  // would keep them until some later garbage collection.
  '--expose-gc',
  // The young generation's semi-spaces grow to 16 MB each by default and stay grown; 2 MB keeps
  // about 25 MB less resident, for more frequent (and shorter) scavenges.
  '--max-semi-space-size=2',
]

/**
 * glibc malloc settings, read when the process starts (so they cannot be set from inside it).
 * Threads (libuv's pool hashing passwords, libvips, V8's compilers) each get a malloc arena of
 * their own by default, up to eight per core, and an arena keeps what it freed: two arenas keep
 * the seed's peak from staying resident. Blocks from 128 KiB up (argon2's 19 MiB per hash) are
 * mapped and unmapped on their own instead of the threshold rising to keep them in the heap, and
 * the heap's free top goes back to the system past 128 KiB. Ignored by other C libraries (musl).
 */
export const SERVER_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
}
