/**
 * The platform's entry. OpenTelemetry tracing starts first when OTEL_EXPORTER_OTLP_ENDPOINT asks for
 * it, before what it instruments (http, pg, Fastify) loads; unset, nothing of OpenTelemetry is
 * loaded (ADR 069). Then the platform itself (start.ts), a bundle of its own in dist.
 */
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  const { startTracing } = await import('./platform/tracing.ts');
  await startTracing();
}
await import(new URL(import.meta.url.endsWith('.ts') ? './start.ts' : './start.js', import.meta.url).href);

export {};
