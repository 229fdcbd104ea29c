const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin of the page a partner's frame is embedded in (the cashier checks it with
 * `frame-ancestors` and posts its messages to it). It is the configured public origin; on a machine
 * where that origin is a loopback address, the same site opened at another loopback name
 * (127.0.0.1 for localhost) is the same page to the player, so the frame follows the address the
 * player used instead of staying blank. Any other origin is never trusted.
 */
export function embeddingOrigin(configured: string, requestOrigin: string | undefined): string {
  if (!requestOrigin || requestOrigin === configured) return configured;
  let want: URL;
  let got: URL;
  try {
    want = new URL(configured);
    got = new URL(requestOrigin);
  } catch {
    return configured;
  }
  const sameSiteOnThisMachine =
    LOOPBACK_HOSTS.has(want.hostname) &&
    LOOPBACK_HOSTS.has(got.hostname) &&
    want.protocol === got.protocol &&
    want.port === got.port;
  return sameSiteOnThisMachine ? got.origin : configured;
}
