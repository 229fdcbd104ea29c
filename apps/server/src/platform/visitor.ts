import type { FastifyRequest } from 'fastify';

/**
 * The language of the page that made a call: the web sends its current locale as the first range of
 * `Accept-Language` (a browser sends its own preference otherwise). Only the first range counts: the
 * brand's locale choice does the matching.
 */
export function pageLanguage(request: FastifyRequest): string | undefined {
  const header = request.headers['accept-language'];
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  return first && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(first) ? first : undefined;
}

/**
 * The visitor's country as the operator's CDN or proxy states it in `header` (`GEO_COUNTRY_HEADER`);
 * undefined without that setting or with no two-letter country (Cloudflare's `XX` and `T1` included).
 */
export function visitorCountry(request: FastifyRequest, header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = request.headers[header];
  const country = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  return country && /^[A-Z]{2}$/.test(country) && country !== 'XX' && country !== 'T1' ? country : undefined;
}
