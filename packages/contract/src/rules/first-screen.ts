/**
 * Answers inlined in the page (ADR 034, first paint): the server that serves the web app puts the
 * answers of the first screen's GET calls into the HTML, and the web app takes an answer from there
 * instead of the network once, when the call it makes has the same key. Both sides build the key
 * here, so a call whose query comes in another order still matches, and one that differs (another
 * locale, a logged-in player's market) simply goes to the network.
 */

/** The element holding the inlined answers: `<script type="application/json" id=…>{key: body}</script>`. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen-answers';

/** `path?b=2&a=1` → `path?a=1&b=2`, empty values dropped: one key for one call. */
export function firstScreenKey(url: string): string {
  const [path = '', query = ''] = url.split('?', 2);
  const params = [...new URLSearchParams(query)].filter(([, v]) => v !== '');
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const qs = new URLSearchParams(params).toString();
  return qs ? `${path}?${qs}` : path;
}

/** The visitor's wish as `xx` or `xx-XX`, from a stored choice or the browser's language tag. */
export function localeTag(wanted: string | undefined | null): string | undefined {
  const match = /^([a-z]{2})(?:[-_]([a-z]{2}))?/i.exec(wanted ?? '');
  if (!match) return undefined;
  const language = match[1]!.toLowerCase();
  return match[2] ? `${language}-${match[2].toUpperCase()}` : language;
}

/** JSON safe inside an HTML `<script>` element: no `</script>`, no `<!--`, no line separators. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
