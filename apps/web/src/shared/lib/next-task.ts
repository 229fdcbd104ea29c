/**
 * Resolves in a new task: work after it does not lengthen the current one, so the main thread is free
 * between (for a tap, a frame) — loading code and rendering it are two short tasks, not one long one
 * (ADRs 036 and 037, total blocking time).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
