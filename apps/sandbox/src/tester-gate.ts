import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What stays open when the sandbox is exposed: the calls the platform makes server to server (each
 * signed with the shared keys, or only adding to the gated inbox) and the game studio, whose
 * outcomes come from its RNG. Everything else (the inbox, the cashier where the player picks the
 * outcome with a test card, 3-D Secure approval, the settle controls, the payouts page, the KYC
 * frame where the result is chosen, the index) is a tester's surface: the sandbox cannot take real
 * money or check a real document, so only testers may use it. New paths are tester-only until listed.
 */
const OPEN: readonly { method: string; path: RegExp }[] = [
  { method: 'GET', path: /^\/health$/ },
  { method: '*', path: /^\/studio(\/|$)/ },
  // The sportsbook: its outcomes come from its RNG; its tester control (finish-live) stays gated.
  { method: '*', path: /^\/sportsbook(?!\/tester)(\/|$)/ },
  { method: 'POST', path: /^\/messaging\/(sms|email)$/ },
  { method: 'POST', path: /^\/kyc\/sessions$/ },
  { method: 'POST', path: /^\/cashier\/api\/payouts$/ },
  { method: 'POST', path: /^\/cashier\/api\/payouts\/[^/]+\/cancel$/ },
  // The platform's reconciliation asks for a payment's status (signed with the provider's key).
  { method: 'POST', path: /^\/cashier\/api\/payments\/[^/]+\/status$/ },
  // The chat vendors' scripts (static, no state): a player's page loads them; the chat window and
  // the agent page stay tester surfaces.
  { method: 'GET', path: /^\/livechat\/(livechat|tawk|freshdesk|zendesk)\.js$/ },
  // The pages' texts client (static, no state): the open game and sportsbook pages load it.
  { method: 'GET', path: /^\/locale\/texts\.js$/ },
];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The token a request presents: `Authorization: Bearer <token>` or HTTP Basic with the token as password. */
function presented(req: FastifyRequest): string | null {
  const header = req.headers.authorization ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  if (bearer) return bearer[1] as string;
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
  if (!basic) return null;
  const decoded = Buffer.from(basic[1] as string, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 ? decoded.slice(colon + 1) : null;
}

/**
 * The path as the router reads it, in one spelling, or `null` when a percent escape is malformed.
 * Each segment is percent-decoded (`%74ester` is `tester`), `.` and `..` segments are resolved
 * (`%2e` included) and empty ones dropped (`//`), and the result is lower-cased. A `%2F` inside a
 * segment stays inside it (the router does not split on it either), so it cannot climb out of a
 * tester path into an open one. The query is not part of the path.
 */
function normalisedPath(url: string): string | null {
  const segments: string[] = [];
  for (const raw of (url.split('?', 1)[0] as string).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment.replaceAll('/', '%2f').toLowerCase());
  }
  return `/${segments.join('/')}`;
}

/**
 * One hook for the whole exposed sandbox: a request to a tester surface without the tester token
 * is answered 401 with a Basic challenge, so a tester's browser asks for it once (any user name,
 * the token as password) and a script sends `Authorization: Bearer <token>`.
 */
export function registerTesterGate(app: FastifyInstance, token: string): void {
  const expected = digest(token);
  app.addHook('onRequest', async (req, reply) => {
    const path = normalisedPath(req.url);
    if (path === null)
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .send({ error: 'The request path has a malformed percent escape.' });
    if (OPEN.some((o) => (o.method === '*' || o.method === req.method) && o.path.test(path))) return;
    const given = presented(req);
    if (given !== null && timingSafeEqual(digest(given), expected)) return;
    return reply
      .code(401)
      .header('www-authenticate', 'Basic realm="Croupier sandbox (testers)", charset="UTF-8"')
      .header('cache-control', 'no-store')
      .send({
        error: 'The sandbox is exposed: tester surfaces need the tester token (SANDBOX_TESTER_TOKEN).',
      });
  });
}
