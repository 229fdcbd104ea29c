import { isMultiline, isSingleLine } from '@croupier/contract';

/**
 * Reads a Sentry envelope (https://develop.sentry.dev/sdk/envelopes/): a header line, then items,
 * each an item header line and a payload (of `length` bytes when given, else up to the next newline).
 * Only `event` items are kept, reduced to what ADR 029 allows: kind, message, release, page path and
 * the user id it names; and the exception's stack (ADR 055).
 */
export interface ReportedError {
  id: string;
  kind: string;
  message: string;
  /** The exception's frames as text, innermost call first (ADR 055). */
  stack: string | null;
  release: string | null;
  page: string | null;
  /** The user id the event names (`user.id`): the sender's word until a token says the same. */
  reportedUser: string | null;
}

const UUID32 = /^[0-9a-f]{32}$/i;

function asUuid(id: string): string | null {
  const hex = id.replace(/-/g, '');
  if (!UUID32.test(hex)) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`.toLowerCase();
}

/**
 * A text of the event, cut to `max` UTF-16 units without cutting a character in two (a lone half of
 * a surrogate pair is no text, and the database refuses it).
 */
function str(v: unknown, max: number): string | null {
  if (typeof v !== 'string' || v.length === 0) return null;
  if (v.length <= max) return v;
  const cut = v.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * Whether every text kept from the event is one a person could have typed (`rules/text.ts`): the
 * envelope is parsed outside the contract's schemas, so its JSON escapes (`\u0000`, a lone
 * `\ud800`) reach here unchecked. The message may have line breaks and tabs, the rest not.
 */
export function isTypedText(e: ReportedError): boolean {
  return (
    isMultiline(e.message) &&
    (e.stack === null || isMultiline(e.stack)) &&
    [e.kind, e.release, e.page, e.reportedUser].every((v) => v === null || isSingleLine(v))
  );
}

/** At most this many frames and characters of a stack are kept. */
const STACK_FRAMES = 50;
const STACK_MAX = 4000;

/**
 * A Sentry stack trace's frames (outermost first, as Sentry sends them) as the text a developer
 * reads: innermost first, `at function (file:line:column)`, a frame without a file or function
 * shown with what it has.
 */
function stackOf(stacktrace: unknown): string | null {
  const frames = (stacktrace as { frames?: unknown } | undefined)?.frames;
  if (!Array.isArray(frames)) return null;
  const lines = frames
    .slice(-STACK_FRAMES)
    .reverse()
    .map((f: Record<string, unknown>) => {
      const fn = str(f?.function, 200);
      const file = str(f?.abs_path, 300) ?? str(f?.filename, 300);
      const at = [file, f?.lineno, f?.colno].filter((v) => typeof v === 'string' || typeof v === 'number');
      const where = at.length > 0 ? at.join(':') : null;
      if (fn && where) return `at ${fn} (${where})`;
      return fn || where ? `at ${fn ?? where}` : null;
    })
    .filter((l): l is string => l !== null);
  return lines.length === 0 ? null : str(lines.join('\n'), STACK_MAX);
}

function pathOf(url: unknown): string | null {
  const s = str(url, 2000);
  if (!s) return null;
  try {
    return new URL(s, 'http://local').pathname.slice(0, 300);
  } catch {
    return null;
  }
}

export function parseEnvelope(text: string): { eventId: string | null; events: ReportedError[] } | null {
  const bytes = Buffer.from(text, 'utf8');
  let offset = 0;
  const line = (): string | null => {
    if (offset >= bytes.length) return null;
    let end = bytes.indexOf(0x0a, offset);
    if (end === -1) end = bytes.length;
    const s = bytes.subarray(offset, end).toString('utf8');
    offset = end + 1;
    return s;
  };
  const json = (s: string | null): Record<string, unknown> | null => {
    if (!s) return null;
    try {
      const v = JSON.parse(s) as unknown;
      return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  };
  const header = json(line());
  if (!header) return null;
  const eventId = typeof header.event_id === 'string' ? asUuid(header.event_id) : null;
  const events: ReportedError[] = [];
  for (let i = 0; i < 20; i++) {
    const itemHeaderLine = line();
    if (itemHeaderLine === null) break;
    if (itemHeaderLine.trim() === '') continue;
    const itemHeader = json(itemHeaderLine);
    if (!itemHeader) return null;
    let payload: string | null;
    if (typeof itemHeader.length === 'number' && itemHeader.length >= 0) {
      payload = bytes.subarray(offset, offset + itemHeader.length).toString('utf8');
      offset += itemHeader.length + 1;
    } else {
      payload = line();
    }
    if (itemHeader.type !== 'event') continue;
    const event = json(payload);
    if (!event) return null;
    const id = (typeof event.event_id === 'string' && asUuid(event.event_id)) || eventId;
    if (!id) return null;
    const exception = (
      event.exception as { values?: { type?: unknown; value?: unknown; stacktrace?: unknown }[] } | undefined
    )?.values?.[0];
    const tags = (event.tags ?? {}) as Record<string, unknown>;
    const user = (event.user ?? {}) as Record<string, unknown>;
    const request = (event.request ?? {}) as Record<string, unknown>;
    events.push({
      id,
      kind: str(exception?.type, 120) ?? 'message',
      message:
        str(exception?.value, 1000) ??
        str(event.message, 1000) ??
        str((event.logentry as { message?: unknown } | undefined)?.message, 1000) ??
        '',
      stack: stackOf(exception?.stacktrace),
      release: str(event.release, 120),
      page: str(tags.page, 300) ?? pathOf(request.url),
      reportedUser: str(user.id, 64),
    });
  }
  return { eventId, events };
}
