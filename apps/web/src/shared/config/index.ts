import type { BaseUrlKey } from '@croupier/contract';

/**
 * Where the spec's calls go. Each base URL (`{host}`, `{middleware}`, `{rest}`, `{dev}`,
 * `{callback api}`) defaults to `/api` on the same origin, can be set at build time with a
 * `VITE_*_URL` variable, and at run time with `window.__CROUPIER_CONFIG__` (set by a script the
 * operator serves before the app), so one build can sit in front of any platform.
 */
export interface RuntimeConfig {
  host?: string;
  middleware?: string;
  rest?: string;
  dev?: string;
  callback?: string;
  /** Sent as `X-Brand-Id`; when absent the brand id from `GET /brand/config` is used. */
  brandId?: string;
  /**
   * An image service that resizes and re-encodes the catalogue's artwork (`…?url=&w=&q=`, the
   * form of Next.js's and most image CDNs' loaders); unset, images are loaded as the catalogue gives them.
   */
  images?: string;
}

declare global {
  interface Window {
    __CROUPIER_CONFIG__?: RuntimeConfig;
  }
}

export const DEFAULT_BASE_URL = '/api';

const BUILD_TIME: Record<BaseUrlKey, string | undefined> = {
  host: import.meta.env.VITE_HOST_URL,
  middleware: import.meta.env.VITE_MIDDLEWARE_URL,
  rest: import.meta.env.VITE_REST_URL,
  dev: import.meta.env.VITE_DEV_URL,
  callback: import.meta.env.VITE_CALLBACK_URL,
};

function runtimeConfig(): RuntimeConfig {
  return (typeof window !== 'undefined' && window.__CROUPIER_CONFIG__) || {};
}

/** The base URL for one of the spec's hosts, without a trailing slash. */
export function baseUrl(key: BaseUrlKey): string {
  const value = runtimeConfig()[key] || BUILD_TIME[key] || DEFAULT_BASE_URL;
  return value.replace(/\/+$/, '');
}

let brandIdFromServer: string | undefined;

/** Records the brand id the server reported, for the `X-Brand-Id` header. */
export function setBrandId(id: string | undefined): void {
  brandIdFromServer = id;
}

export function brandId(): string | undefined {
  return runtimeConfig().brandId || import.meta.env.VITE_BRAND_ID || brandIdFromServer;
}

/** The image service's address (`images`, else `VITE_IMAGE_URL`), or null when there is none. */
export function imageServiceUrl(): string | null {
  return runtimeConfig().images || import.meta.env.VITE_IMAGE_URL || null;
}
