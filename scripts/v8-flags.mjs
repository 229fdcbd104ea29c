// V8's flags for the platform's process (ADR 031): the embedded demo's footprint, never a server's
// speed.

/**
 * The flags for a start: on the local demo with the embedded database, PGlite's WebAssembly runs on
 * V8's baseline compiler only (the optimising tier's compilation alone took about 50 MB, and the
 * lobby is served from memory) and V8 keeps its heaps small, from a first 64 MB. A start on
 * PostgreSQL (`DATABASE_URL`) or a production start gets none: the game studio's wallet calls run
 * JavaScript that the optimising compiler makes two to three times faster, and a memory budget is
 * never bought with the busiest path's speed.
 */
export function v8FlagsFor(env, { localDemo }) {
  if (!localDemo || env.DATABASE_URL) return null;
  return '--liftoff-only --optimize-for-size --initial-heap-size=64';
}
