import { request as httpRequest } from 'node:http';
import type { Page, Route } from '@playwright/test';

/** Calls from loopback addresses of their own, so journeys do not share the per-address limits. */

const octet = () => 1 + Math.floor(Math.random() * 254);

/**
 * A loopback address of its own (127.x.y.z, never 127.0.0.1). The platform keys its per-address
 * limits on the connection's address (no proxy is trusted: that would be a production start,
 * ADR 016), and every address of 127.0.0.0/8 reaches it, so a call sent from one of these comes
 * from a client of its own, as real players do.
 */
export const loopbackAddress = () => `127.${octet()}.${octet()}.${octet()}`;

export const PLATFORM_PORT = Number(process.env.E2E_PORT ?? 3200);

export interface AddressedAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** A call to the platform's API connected from the loopback address `from` (see `loopbackAddress`). */
export function callFrom(
  from: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string | Buffer | undefined } = {},
): Promise<AddressedAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PLATFORM_PORT,
        localAddress: from,
        method,
        path,
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(res.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join('\n') : String(v)]),
            ),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A JSON call to the platform's API from the loopback address `from`. */
export const postJsonFrom = (from: string, path: string, data: unknown) =>
  callFrom(from, 'POST', path, {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data),
  });

/**
 * Sends the page's calls matching `url` from a loopback address of their own (the browser always
 * connects from 127.0.0.1 or ::1), so a journey's logins do not share one per-address limit.
 */
export async function routeFromOwnAddress(page: Page, url: string, from = loopbackAddress()) {
  await page.route(url, async (route: Route) => {
    const request = route.request();
    const target = new URL(request.url());
    const { host: _host, ...headers } = await request.allHeaders();
    const answer = await callFrom(from, request.method(), target.pathname + target.search, {
      headers,
      body: request.postDataBuffer() ?? undefined,
    });
    await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.text });
  });
}

/**
 * The cookies an answer sets (the token-alive cookie of a sign-up), for a browser context's
 * `addCookies`: a call sent by `callFrom` does not go through the browser's cookie jar.
 */
export function cookiesOf(answer: AddressedAnswer, url: string) {
  const header = answer.headers['set-cookie'];
  if (!header) return [];
  return header.split('\n').map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
    const [name = '', value = ''] = pair.split('=');
    const maxAge = attributes.find((a) => /^max-age=/i.test(a))?.split('=')[1];
    return { name, value, url, ...(maxAge && { expires: Math.floor(Date.now() / 1000) + Number(maxAge) }) };
  });
}
