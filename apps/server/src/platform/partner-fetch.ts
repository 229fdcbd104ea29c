import { Metrics, type Series } from './metrics.ts';

/** The third parties the platform calls, as the metrics name them. */
export type Partner = 'studio' | 'payments' | 'kyc' | 'sms' | 'email';

/** What a call knows of the request it serves. */
export interface PartnerCallContext {
  /**
   * The request id of the player's or operator's call that led here (`request.id`): sent as
   * `x-request-id`, so the partner's logs and ours meet. Absent in background work (schedules,
   * relays): no header then; the partner's own ids (payment, grant) tie those calls together.
   */
  requestId?: string | undefined;
}

/** `fetch` for one partner: timed, failures counted, the request id passed on. */
export type PartnerFetch = (url: string, init: RequestInit, call?: PartnerCallContext) => Promise<Response>;

/** Times and counts one partner's calls (ADR 069); made once per partner, each call a few additions. */
export class PartnerCalls {
  private readonly duration: Series;
  private readonly failures: { value: number };

  constructor(metrics: Metrics | undefined, partner: Partner) {
    const m = metrics ?? detached();
    this.duration = m
      .histogram(
        'partner_call_duration_seconds',
        "Time to a third party's answer (its status and headers), by partner",
        ['partner'],
      )
      .of(partner);
    this.failures = m
      .counter(
        'partner_call_failures_total',
        'Calls to a third party that got no answer (network, timeout) or a 5xx, by partner',
        'partner',
      )
      .of(partner);
  }

  /** Times `call`; a throw or a 5xx answer counts as a failure. */
  async time<R>(call: () => Promise<R>, failed: (result: R) => boolean = () => false): Promise<R> {
    const start = performance.now();
    try {
      const result = await call();
      if (failed(result)) this.failures.value++;
      return result;
    } catch (err) {
      this.failures.value++;
      throw err;
    } finally {
      this.duration.observe((performance.now() - start) / 1000);
    }
  }

  /** `fetch` through this partner's metrics, with the request id as `x-request-id`. */
  readonly fetch: PartnerFetch = (url, init, call) => {
    const requestId = call?.requestId;
    const withId = requestId ? { ...init, headers: withRequestId(init.headers, requestId) } : init;
    return this.time(
      () => fetch(url, withId),
      (res) => res.status >= 500,
    );
  };
}

function withRequestId(headers: RequestInit['headers'], requestId: string): Headers {
  const h = new Headers(headers);
  h.set('x-request-id', requestId);
  return h;
}

let unscraped: Metrics | undefined;
/** Adapters built without the process's metrics (unit tests) count into a registry nobody reads. */
function detached(): Metrics {
  unscraped ??= new Metrics();
  return unscraped;
}
