import type { AuthMode } from '@croupier/contract';
import { ApiError } from './api-error.ts';

export interface RequestOptions {
  method?: string;
  /** `public` calls never carry the player's token; `player` and `optional` carry it when there is one. */
  auth?: AuthMode;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
}

/** What every client offers: the answer of a call, or its body read as JSON (text when it is not). */
export interface JsonClient {
  request(url: string, options?: RequestOptions): Promise<Response>;
  json(url: string, options?: RequestOptions): Promise<unknown>;
}

export function withQuery(url: string, query: Record<string, unknown> | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = params.toString();
  if (!qs) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

/** The request's body; a JSON body also sets its content type in `headers`. */
export function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  // A form (multipart or url-encoded) goes as it is; fetch sets its content type.
  if (body instanceof FormData || body instanceof URLSearchParams) return body;
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

/** GET, HEAD and OPTIONS change nothing: they carry no CSRF token. */
export function isSafeMethod(method: string | undefined): boolean {
  return ['GET', 'HEAD', 'OPTIONS'].includes((method ?? 'GET').toUpperCase());
}

/** Sends a request; a network failure rejects with an ApiError of status 0 (an abort stays an abort). */
export async function fetchOrFail(doFetch: typeof fetch, url: string, init: RequestInit): Promise<Response> {
  try {
    return await doFetch(url, init);
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, message: (error as Error)?.message });
  }
}

/** A successful answer's body: nothing for 204 or an empty body, JSON, else the text itself. */
export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
