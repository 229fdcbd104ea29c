import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A resolve hook that names every OpenTelemetry module the process asks for.
const spy = `export async function resolve(s, c, next) {
  if (/opentelemetry|fastify\\/otel/.test(s)) process.stderr.write('OTEL ' + s + '\\n');
  return next(s, c);
}`;
const preload = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(spy)}`)});`;

/** The OpenTelemetry modules main.ts loads before the platform stops at a bad PORT (exit 78). */
function otelModulesLoaded(endpoint: string): string[] {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', `data:text/javascript,${encodeURIComponent(preload)}`, 'src/main.ts'],
    {
      cwd: path.join(import.meta.dirname, '..'),
      env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, PORT: 'not-a-port', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    },
  );
  expect(run.status, run.stderr).toBe(78);
  return run.stderr.split('\n').filter((l) => l.startsWith('OTEL '));
}

describe('OpenTelemetry', () => {
  it('is not loaded when OTEL_EXPORTER_OTLP_ENDPOINT is unset', () => {
    expect(otelModulesLoaded('')).toEqual([]);
  });

  it('is loaded before the platform when it is set', () => {
    expect(otelModulesLoaded('http://127.0.0.1:1')).toContain('OTEL @opentelemetry/sdk-node');
  });
});
