import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The Prometheus metrics of a process (ADR 069). prom-client renders the text format and the
 * process's default metrics; what a request touches is counted here in plain numbers instead (a
 * prom-client child hashes its labels on every `inc` and `observe`), written out at scrape time.
 */

type Labels = Record<string, string>;
interface Sample {
  labels: Labels;
  value: number;
  metricName?: string;
}

/** A metric as prom-client's registry reads it: `get()` at scrape time. */
interface Rendered {
  name: string;
  help: string;
  type: 'counter' | 'gauge' | 'histogram';
  aggregator: 'sum';
  get(): Promise<{ name: string; help: string; type: string; aggregator: 'sum'; values: Sample[] }>;
}

/** Seconds. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** One histogram series: counts per bucket (not cumulative until rendered), sum and count. */
export class Series {
  readonly buckets = new Float64Array(BUCKETS.length);
  count = 0;
  sum = 0;
  constructor(readonly labels: Labels) {}

  observe(seconds: number): void {
    this.count++;
    this.sum += seconds;
    for (let i = 0; i < BUCKETS.length; i++) {
      if (seconds <= (BUCKETS[i] as number)) {
        this.buckets[i]!++;
        return;
      }
    }
  }
}

/** A counter whose series are made once per label set; `inc` is one addition. */
export class Counter<K extends string> {
  private readonly series = new Map<string, { labels: Labels; value: number }>();
  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelName: K,
  ) {}

  /** The series of one label value (keep it: incrementing it costs nothing more). */
  of(value: string): { value: number } {
    let s = this.series.get(value);
    if (!s) {
      s = { labels: { [this.labelName]: value }, value: 0 };
      this.series.set(value, s);
    }
    return s;
  }

  render(): Rendered {
    const { name, help } = this;
    const values = () => [...this.series.values()].map(({ labels, value }) => ({ labels, value }));
    return rendered(name, help, 'counter', async () => values());
  }
}

/**
 * A histogram by a fixed list of labels, its series made once per label set: keep the series
 * (`of`), observing it is a few additions.
 */
export class Histogram {
  private readonly series = new Map<string, Series>();
  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly string[],
  ) {}

  /** The series of the label values, in the order of the label names. */
  of(...values: string[]): Series {
    const key = values.join('\u0000');
    let s = this.series.get(key);
    if (!s) {
      const labels: Labels = {};
      this.labelNames.forEach((n, i) => {
        labels[n] = values[i] ?? '';
      });
      s = new Series(labels);
      this.series.set(key, s);
    }
    return s;
  }

  render(): Rendered {
    return rendered(this.name, this.help, 'histogram', async () =>
      [...this.series.values()].flatMap((s) => histogramSamples(s, this.name)),
    );
  }
}

/**
 * A gauge summed over the sources that report it under one label value (each brand's instance
 * of a process reads its own), read at scrape time.
 */
export class SourcedGauge {
  private readonly sources = new Set<{ value: string; read: () => number }>();
  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelName: string,
  ) {}

  /** Adds a source; answers its removal. */
  add(value: string, read: () => number): () => void {
    const source = { value, read };
    this.sources.add(source);
    return () => this.sources.delete(source);
  }

  render(): Rendered {
    return rendered(this.name, this.help, 'gauge', async () => {
      const sums = new Map<string, number>();
      for (const { value, read } of this.sources) sums.set(value, (sums.get(value) ?? 0) + read());
      return [...sums].map(([value, n]) => ({ labels: { [this.labelName]: value }, value: n }));
    });
  }
}

function rendered(
  name: string,
  help: string,
  type: Rendered['type'],
  values: () => Promise<Sample[]>,
): Rendered {
  return {
    name,
    help,
    type,
    aggregator: 'sum',
    get: async () => ({ name, help, type, aggregator: 'sum', values: await values() }),
  };
}

/**
 * The HTTP calls of one app instance (one brand): `http_requests_total` and
 * `http_request_duration_seconds` by route template, method and status. A series is found by three
 * map look-ups and counted by a few additions.
 */
export class HttpRecorder {
  private readonly routes = new Map<string, Map<string, Map<number, Series>>>();
  constructor(
    private readonly brand: string,
    private readonly all: Series[],
  ) {}

  record(route: string | undefined, method: string, status: number, ms: number): void {
    const url = route ?? '(unmatched)';
    let byMethod = this.routes.get(url);
    if (!byMethod) {
      byMethod = new Map();
      this.routes.set(url, byMethod);
    }
    let byStatus = byMethod.get(method);
    if (!byStatus) {
      byStatus = new Map();
      byMethod.set(method, byStatus);
    }
    let series = byStatus.get(status);
    if (!series) {
      series = new Series({ brand: this.brand, route: url, method, status: String(status) });
      byStatus.set(status, series);
      this.all.push(series);
    }
    series.observe(ms / 1000);
  }
}

/** Every metric of the process: one registry, shared by its brands' app instances. */
export class Metrics {
  readonly registry = new Registry();
  private readonly httpSeries: Series[] = [];

  constructor() {
    const all = this.httpSeries;
    this.registry.registerMetric(
      rendered('http_requests_total', 'HTTP requests answered, by route template', 'counter', async () =>
        all.map((s) => ({ labels: s.labels, value: s.count })),
      ) as never,
    );
    this.registry.registerMetric(
      rendered(
        'http_request_duration_seconds',
        'Time to answer an HTTP request, by route template',
        'histogram',
        async () => all.flatMap((s) => histogramSamples(s, 'http_request_duration_seconds')),
      ) as never,
    );
  }

  /** The recorder of one brand's app instance. */
  http(brand: string): HttpRecorder {
    return new HttpRecorder(brand, this.httpSeries);
  }

  /** A counter with one label, registered once (a second call with the name answers the first). */
  counter<K extends string>(name: string, help: string, label: K): Counter<K> {
    return this.once(name, () => new Counter(name, help, label));
  }

  /** A histogram (seconds) by the given labels, registered once by name. */
  histogram(name: string, help: string, labelNames: readonly string[]): Histogram {
    return this.once(name, () => new Histogram(name, help, labelNames));
  }

  /** A gauge summed over its sources by one label, registered once by name. */
  sourcedGauge(name: string, help: string, labelName: string): SourcedGauge {
    return this.once(name, () => new SourcedGauge(name, help, labelName));
  }

  /** The metric registered under `name`, made and registered by `make` the first time. */
  private once<M extends { render(): Rendered }>(name: string, make: () => M): M {
    const known = this.named.get(name);
    if (known) return known as M;
    const metric = make();
    this.named.set(name, metric);
    this.registry.registerMetric(metric.render() as never);
    return metric;
  }
  private readonly named = new Map<string, { render(): Rendered }>();

  /**
   * A value read at scrape time (a cheap query), registered once by name: `read` answers one sample
   * or several labelled ones; a failing read leaves the metric out of that scrape.
   */
  gauge(
    name: string,
    help: string,
    read: () => Promise<number | { labels: Labels; value: number }[]>,
    type: 'gauge' | 'counter' = 'gauge',
  ): void {
    if (this.registry.getSingleMetric(name)) return;
    this.registry.registerMetric(
      rendered(name, help, type, async () => {
        try {
          const v = await read();
          return typeof v === 'number' ? [{ labels: {}, value: v }] : v;
        } catch {
          return [];
        }
      }) as never,
    );
  }

  /** The text format: these metrics and the process's own (CPU, memory, event loop, GC). */
  async text(): Promise<string> {
    return (await defaults().metrics()) + (await this.registry.metrics());
  }
}

function histogramSamples(s: Series, name: string): Sample[] {
  const out: Sample[] = [];
  let cumulative = 0;
  for (let i = 0; i < BUCKETS.length; i++) {
    cumulative += s.buckets[i] as number;
    out.push({
      labels: { ...s.labels, le: String(BUCKETS[i]) },
      value: cumulative,
      metricName: `${name}_bucket`,
    });
  }
  out.push({
    labels: { ...s.labels, le: '+Inf' },
    value: s.count,
    metricName: `${name}_bucket`,
  });
  out.push({ labels: s.labels, value: s.sum, metricName: `${name}_sum` });
  out.push({ labels: s.labels, value: s.count, metricName: `${name}_count` });
  return out;
}

let processRegistry: Registry | undefined;
/** The process's default metrics, collected from the first app that serves metrics on. */
function defaults(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Starts the process's default metrics (their event-loop monitor) once. */
export function startProcessMetrics(): void {
  defaults();
}
