import { type AnalyticsConfig, analyticsEndpoints } from '@croupier/contract/analytics';
import { callEndpoint } from '../api/index.ts';
import { allows } from '../consent/index.ts';
import { addAnalyticsSink } from './index.ts';

/**
 * Pluggable destinations (ADR 029), each loaded only when the brand configures it AND the visitor
 * consented to analytics: Google Analytics 4 (gtag.js), a product-analytics tool (PostHog's
 * capture API) and the session-replay snippet (000 §9, version 6). Events go to each as they are
 * tracked, beside the first-party collector.
 */
let config: Promise<AnalyticsConfig> | null = null;
const loaded = new Set<string>();

export function analyticsConfig(): Promise<AnalyticsConfig> {
  config ??= callEndpoint(analyticsEndpoints.analyticsConfig);
  return config;
}

function addScript(src: string): void {
  const s = document.createElement('script');
  s.async = true;
  s.src = src;
  document.head.appendChild(s);
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
    hj?: ((...args: unknown[]) => void) & { q?: unknown[] };
    _hjSettings?: { hjid: number; hjsv: number };
  }
}

function loadGa4(id: string) {
  window.dataLayer = window.dataLayer ?? [];
  const gtag: Gtag = (...args) => {
    window.dataLayer?.push(args);
  };
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', id, { anonymize_ip: true });
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  addAnalyticsSink((e) => gtag('event', e.event, e.props));
}

function loadProductAnalytics(key: string, host: string, distinctId: () => string) {
  addAnalyticsSink((e) => {
    void fetch(`${host.replace(/\/$/, '')}/capture/`, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        api_key: key,
        event: e.event,
        distinct_id: distinctId(),
        properties: { ...e.props, $current_url: e.page },
        timestamp: e.at,
      }),
    }).catch(() => {});
  });
}

/** The session-replay snippet (version 6, 000 §9). */
function loadSessionReplay(siteId: string) {
  const hj = ((...args: unknown[]) => {
    hj.q = hj.q ?? [];
    hj.q.push(args);
  }) as NonNullable<Window['hj']>;
  window.hj = window.hj ?? hj;
  window._hjSettings = { hjid: Number(siteId), hjsv: 6 };
  addScript(`https://static.hotjar.com/c/hotjar-${encodeURIComponent(siteId)}.js?sv=6`);
}

export async function loadDestinations(): Promise<void> {
  if (!allows('analytics')) return;
  const c = await analyticsConfig().catch(() => null);
  if (!c || !allows('analytics')) return;
  const once = (name: string, load: () => void) => {
    if (loaded.has(name)) return;
    loaded.add(name);
    load();
  };
  if (c.ga4MeasurementId) once('ga4', () => loadGa4(c.ga4MeasurementId as string));
  const pa = c.productAnalytics;
  if (pa) {
    const { getCookie } = await import('../lib/cookies.ts');
    once('product', () =>
      loadProductAnalytics(pa.key, pa.host, () => getCookie('anonymous_id') ?? 'anonymous'),
    );
  }
  if (c.sessionReplay) once('replay', () => loadSessionReplay(c.sessionReplay!.siteId));
}
