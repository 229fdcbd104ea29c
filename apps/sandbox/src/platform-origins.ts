const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The origins the platform's pages come from, for the frames only its pages may embed: `sources` for
 * a CSP `frame-ancestors`, `pattern` for a message's origin. One platform process serves several
 * brands by host name (the platform's ADR 062); on a loopback platform (`localhost`) the local demo's
 * brands are `<name>.localhost` at the same port, allowed beside PLATFORM_URL's own origin. A
 * platform elsewhere is its origin alone.
 */
export function platformOrigins(platformUrl: string): { sources: string; pattern: RegExp } {
  const url = new URL(platformUrl);
  const own = url.origin;
  if (url.hostname !== 'localhost') return { sources: own, pattern: new RegExp(`^${escapeRegExp(own)}$`) };
  const port = url.port ? `:${url.port}` : '';
  return {
    sources: `${own} ${url.protocol}//*.localhost${port}`,
    pattern: new RegExp(
      `^(${escapeRegExp(own)}|${escapeRegExp(url.protocol)}//[a-z0-9-]+(\\.[a-z0-9-]+)*\\.localhost${port})$`,
    ),
  };
}
