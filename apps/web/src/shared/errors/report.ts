import { session } from '../session/index.ts';

/**
 * Error reporting (000 §8 "is reported"; ADR 029): a small Sentry envelope POSTed by hand to the
 * configured endpoint (the platform's own intake in the demo) instead of the Sentry SDK, which
 * would weigh more than the whole lobby. Only the error's type, message and stack frames, the
 * release, the page's path and the player's uuid are sent: no URL query, no breadcrumbs, no user data.
 */
export interface ErrorReportTarget {
  url: string;
  release: string;
}

let target: Promise<ErrorReportTarget | null> | null = null;
/** At most this many reports per page load: a render loop must not flood the intake. */
const MAX_REPORTS = 20;
let sent = 0;

async function loadTarget(): Promise<ErrorReportTarget | null> {
  try {
    const { analyticsConfig } = await import('../analytics/destinations.ts');
    const c = await analyticsConfig();
    return { url: c.errorEnvelopeUrl, release: c.release };
  } catch {
    return null;
  }
}

/** At most this many frames of a stack are sent. */
const MAX_FRAMES = 50;
// `    at fn (https://host/assets/a.js:1:2)`, `    at https://host/a.js:1:2` (V8); `fn@https://host/a.js:1:2` (Gecko, WebKit).
const V8_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/;
const GECKO_FRAME = /^(.*?)@(.+?):(\d+):(\d+)$/;

/**
 * The error's stack as Sentry frames, outermost call first as Sentry orders them (ADR 055): the
 * function, the script's path (no query: it may carry tokens), line and column. Lines of any other
 * shape are left out.
 */
export function framesOf(stack: string | undefined) {
  const frames = (stack ?? '').split('\n').flatMap((line) => {
    const m = V8_FRAME.exec(line) ?? GECKO_FRAME.exec(line);
    if (!m) return [];
    const [, fn, file = '', lineno, colno] = m;
    let filename = file;
    try {
      filename = new URL(file).pathname;
    } catch {
      // Not a URL (`<anonymous>`, `native`): kept as it is.
    }
    return [{ function: fn || '?', filename, lineno: Number(lineno), colno: Number(colno) }];
  });
  return frames.slice(0, MAX_FRAMES).reverse();
}

function hexId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** The envelope: header, item header, event (https://develop.sentry.dev/sdk/envelopes/). */
export function buildEnvelope(
  error: unknown,
  ctx: { release: string; page: string; player: string | null; kind?: string },
): string {
  const err = error instanceof Error ? error : null;
  const eventId = hexId();
  const event = {
    event_id: eventId,
    timestamp: Date.now() / 1000,
    platform: 'javascript',
    level: 'error',
    release: ctx.release,
    tags: { page: ctx.page, ...(ctx.kind && { source: ctx.kind }) },
    ...(ctx.player && { user: { id: ctx.player } }),
    exception: {
      values: [
        {
          type: err?.name ?? ctx.kind ?? 'Error',
          value: (err?.message ?? String(error)).slice(0, 1000),
          ...(err?.stack && { stacktrace: { frames: framesOf(err.stack) } }),
        },
      ],
    },
  };
  return [
    JSON.stringify({ event_id: eventId, sent_at: new Date().toISOString() }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
}

/** Reports an error; never throws, never blocks the page. */
export function reportError(error: unknown, kind?: string): void {
  if (sent >= MAX_REPORTS) return;
  sent += 1;
  target ??= loadTarget();
  void target.then((t) => {
    if (!t) return;
    const body = buildEnvelope(error, {
      release: t.release,
      page: location.pathname,
      player: session.get().uuid,
      kind,
    });
    return fetch(t.url, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    }).catch(() => {});
  });
}

let installed = false;
/** Uncaught errors and unhandled rejections of the page are reported from now on. */
export function installErrorReporting(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (e) => reportError(e.error ?? e.message, 'uncaught'));
  window.addEventListener('unhandledrejection', (e) => reportError(e.reason, 'unhandledrejection'));
}
