/** `npm run bench`'s settings, from the environment (docs/performance.md, Reproduce). */
const seconds = (name: string, fallback: number, min: number, max: number) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
};
export const DURATION_S = seconds('BENCH_DURATION', 10, 1, 300);
export const WARMUP_S = seconds('BENCH_WARMUP', 3, 0, 60);
export const CONNECTIONS = seconds('BENCH_CONNECTIONS', 100, 1, 1000);
export const LIGHTHOUSE_RUNS = seconds('BENCH_LIGHTHOUSE_RUNS', 3, 1, 9);

/**
 * BENCH_ONLY=api,scroll,start,wallet,http-wallet,cluster,live,lighthouse runs only those parts (all when
 * unset; scroll runs with api).
 */
const PARTS = ['api', 'scroll', 'start', 'wallet', 'http-wallet', 'cluster', 'live', 'lighthouse'] as const;
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
export const wants = (part: (typeof PARTS)[number]) => only.length === 0 || only.includes(part);
