/**
 * The provider's cashier page in the player's language: as hosted cashiers take a language on
 * their link, the sandbox provider reads `lang` (English for one it does not speak). The signed
 * session on the link is left as it is.
 */
export function cashierUrlIn(cashierUrl: string, language: string): string {
  const url = new URL(cashierUrl, window.location.href);
  if (language) url.searchParams.set('lang', language);
  return url.toString();
}
