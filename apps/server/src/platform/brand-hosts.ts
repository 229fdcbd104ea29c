import { z } from 'zod';

/** A brand row's id: what `BRAND_ID` and a brand in `BRAND_HOSTS` name. */
export const BrandId = z.string().regex(/^[a-z0-9-]{1,64}$/, 'must be lower-case letters, digits and dashes');

/** A host name as a browser sends it in `Host` (no port, lower case); `brand-b.localhost` included. */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** One host name a brand answers on. */
export interface BrandHost {
  host: string;
  brandId: string;
}

/**
 * `BRAND_HOSTS`: `host=brand` pairs separated by commas (`brand-b.localhost=brand-b,casino-b.example=brand-b`),
 * or `none`. A host may name one brand only; a brand may have several hosts, the first being its
 * public name (its links use it: `brandPublicUrl`).
 */
export const BrandHosts = z.string().transform((value, ctx): BrandHost[] => {
  if (value.trim() === 'none') return [];
  const pairs: BrandHost[] = [];
  for (const part of value.split(',')) {
    const [rawHost = '', rawBrand = '', ...rest] = part.split('=');
    const host = rawHost.trim().toLowerCase();
    const brand = BrandId.safeParse(rawBrand.trim());
    if (rest.length > 0 || !HOST_NAME.test(host) || !brand.success) {
      ctx.addIssue({
        code: 'custom',
        message: `"${part.trim()}" is not host=brand (a host name without port, a brand id of lower-case letters, digits and dashes)`,
      });
      return z.NEVER;
    }
    if (pairs.some((p) => p.host === host)) {
      ctx.addIssue({ code: 'custom', message: `${host} is named twice` });
      return z.NEVER;
    }
    pairs.push({ host, brandId: brand.data });
  }
  return pairs;
});

/** The local demo's second brand (apps/server/seed/brand-b.ts), reachable without any set-up. */
export const DEMO_BRAND_HOSTS: readonly BrandHost[] = [{ host: 'brand-b.localhost', brandId: 'brand-b' }];

/**
 * The brands one process serves: the default brand first (`BRAND_ID`, which also answers every host
 * not listed), then each other brand `hosts` names, once.
 */
export function servedBrands(defaultBrand: string, hosts: readonly BrandHost[]): string[] {
  return [...new Set([defaultBrand, ...hosts.map((h) => h.brandId)])];
}

/**
 * A brand's public origin: the default brand's is PUBLIC_URL; another brand's is PUBLIC_URL with its
 * first host in place of the host name (same scheme, port and path), so `http://localhost:3000`
 * gives `http://brand-b.localhost:3000` and `https://casino-a.example` gives `https://casino-b.example`.
 */
export function brandPublicUrl(
  publicUrl: string,
  defaultBrand: string,
  hosts: readonly BrandHost[],
  brandId: string,
): string {
  if (brandId === defaultBrand) return publicUrl;
  const first = hosts.find((h) => h.brandId === brandId);
  if (!first) throw new Error(`Brand "${brandId}" has no host in BRAND_HOSTS`);
  const url = new URL(publicUrl);
  url.hostname = first.host;
  return url.toString().replace(/\/+$/, '');
}

/** The host name of a `Host` header: lower case, without the port or a trailing dot (`[::1]` kept whole). */
export function hostName(header: string | undefined): string {
  if (!header) return '';
  const host = header.trim().toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return (name ?? '').replace(/\.$/, '');
}
