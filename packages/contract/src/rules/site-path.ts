import { hasForbiddenCharacters } from './text.ts';

/**
 * A path on this site, such as a game's exit URL: where a link may send the player without leaving
 * the site. Browsers read `\` as `/` and drop tabs and line breaks, so `/\evil.example` and
 * `/\t/evil.example` are protocol-relative links to another origin; percent-encoded slashes and
 * backslashes are refused too, in case something decodes the path once more before using it, and so
 * are lone surrogates (`rules/text.ts`).
 */

/** An origin that cannot be anyone's: a path resolved against it must keep it. */
const PROBE_ORIGIN = 'https://site.invalid';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds.
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\\\s]/;
/** Encoded '/', '\' and control characters (%00-%1F, %7F). */
const ENCODED_TRICKS = /%(2f|5c|[01][0-9a-f]|7f)/i;

/** True when `value` is a same-origin path (`/games?x=1`), never a link to another site. */
export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if (UNSAFE_CHARACTERS.test(value) || ENCODED_TRICKS.test(value) || hasForbiddenCharacters(value))
    return false;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && url.pathname.startsWith('/') && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** `path` made absolute on `siteUrl`; undefined when it would leave the site's origin. */
export function onSite(path: string, siteUrl: string): string | undefined {
  if (!isSitePath(path)) return undefined;
  const site = new URL(siteUrl);
  const url = new URL(path, site);
  return url.origin === site.origin ? url.toString() : undefined;
}
