import { cookieValue } from '@croupier/contract/rules/consent';

/** Tiny cookie helpers (document.cookie); values are URI-encoded. */
export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return cookieValue(document.cookie, name);
}

export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  setCookie(name, '', 0);
}
