/**
 * The sports routes (001 §2): sports path + slug + optional sub-path. The sub-path is the
 * sportsbook's own page, with a leading slash (`/`, `/live`, `/event/fb-3`).
 */
const SUB_PATH = /^\/[A-Za-z0-9/_-]{0,200}$/;

/** The sub-path of the `*` route parameter (no leading slash there), or `/`. */
export function subPathOf(splat: string | undefined): string {
  const p = `/${(splat ?? '').replace(/^\/+/, '').replace(/\/+$/, '')}`;
  return SUB_PATH.test(p) ? p : '/';
}

/** The launch link with the sub-path the sportsbook opens on. */
export function frameUrl(gameSessionURL: string, subPath: string): string {
  const url = new URL(gameSessionURL, window.location.href);
  if (subPath !== '/') url.searchParams.set('path', subPath);
  return url.toString();
}
