const DEVICE_KEY = 'deviceId';

function deviceId(): string {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    return 'no-storage';
  }
}

/**
 * The device fingerprint sent with login and registration (000 §3, §6 anti-fraud): a SHA-256 of the
 * browser's traits (user agent, languages, screen, time zone, cores) and an id this browser keeps.
 */
export async function deviceFingerprint(): Promise<string> {
  const traits = [
    navigator.userAgent,
    navigator.languages?.join(','),
    typeof screen === 'undefined' ? '' : `${screen.width}x${screen.height}x${screen.colorDepth}`,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    String(navigator.hardwareConcurrency ?? ''),
    deviceId(),
  ].join('|');
  try {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(traits));
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    return deviceId();
  }
}
