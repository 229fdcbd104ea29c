import { register } from 'node:module';

/**
 * OpenTelemetry traces over OTLP/HTTP (ADR 069), loaded by main.ts only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set. The SDK reads the standard OTEL_* variables itself
 * (OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER, OTEL_EXPORTER_OTLP_HEADERS …). Spans: each request
 * (Fastify's diagnostics channel), its PostgreSQL statements, and the partners' calls (fetch,
 * which carries the trace context to them).
 */
export async function startTracing(): Promise<void> {
  try {
    // ES modules are instrumented through a loader hook, registered before they load.
    register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  } catch (err) {
    console.warn(
      `[tracing] ES module hooks unavailable (${(err as Error).message}): pg and http spans may be missing`,
    );
  }
  const [
    { NodeSDK },
    { OTLPTraceExporter },
    { HttpInstrumentation },
    { PgInstrumentation },
    { UndiciInstrumentation },
    { FastifyOtelInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-undici'),
    import('@fastify/otel'),
  ]);
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'croupier',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation(),
      new PgInstrumentation(),
      new UndiciInstrumentation(),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
    ],
  });
  sdk.start();
  console.log(`[tracing] OpenTelemetry traces to ${process.env.OTEL_EXPORTER_OTLP_ENDPOINT}`);
}
