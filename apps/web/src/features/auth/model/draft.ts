const KEY = 'registration.form';
/** Never kept in the browser (000 §3). */
const SECRET = new Set(['password', 'repeatPassword', 'code']);

/** Registration field values kept in local storage, except the password (000 §3). */
export function saveDraft(values: Record<string, unknown>): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([k]) => !SECRET.has(k)));
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage may be full or off.
  }
}

export function loadDraft(): Record<string, unknown> {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '{}') as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter(([k]) => !SECRET.has(k)));
  } catch {
    return {};
  }
}

export function clearDraft(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // ignore
  }
}
