/**
 * The local status of web popups (001 §4: "the local status is set on an event"): kept in local
 * storage so a popup clicked or dismissed stays hidden at once, even before the platform answers
 * and for a guest whose anonymous id changed.
 */
const KEY = 'crm.popups';

type Status = 'view' | 'click' | 'dismiss';

function read(): Record<string, Status> {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    return v && typeof v === 'object' ? (v as Record<string, Status>) : {};
  } catch {
    return {};
  }
}

export function localStatus(id: string): Status | undefined {
  return read()[id];
}

export function setLocalStatus(id: string, status: Status): void {
  const all = read();
  // Clicked or dismissed is final (001 §4).
  if (all[id] === 'click' || all[id] === 'dismiss') return;
  all[id] = status;
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Storage full or blocked: the platform's status still hides it.
  }
}

/** Hidden: clicked or dismissed (001 §4). */
export function isHiddenLocally(id: string): boolean {
  const s = localStatus(id);
  return s === 'click' || s === 'dismiss';
}

/** A popup is not shown on its excluded pages (001 §3): exact paths or prefixes ending in `*`. */
export function isExcluded(excluded: readonly string[], page: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const path = trim(page);
  return excluded.some((p) => (p.endsWith('*') ? path.startsWith(p.slice(0, -1)) : trim(p) === path));
}

const ACK_KEY = 'crm.acknowledged';

/** Instant messages acknowledged on this device: not shown again while the inbox reloads. */
export function isAcknowledgedLocally(id: string): boolean {
  try {
    return (JSON.parse(localStorage.getItem(ACK_KEY) ?? '[]') as string[]).includes(id);
  } catch {
    return false;
  }
}

export function setAcknowledgedLocally(id: string): void {
  try {
    const ids = JSON.parse(localStorage.getItem(ACK_KEY) ?? '[]') as string[];
    if (!ids.includes(id)) localStorage.setItem(ACK_KEY, JSON.stringify([...ids, id].slice(-200)));
  } catch {
    // Storage blocked: the platform's acknowledgement still hides it.
  }
}
