import { endpoints } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, OPERATOR_TOKEN } from '../../test/api.ts';
import { buildTestApp, freshLoopbackIp as freshIp, type TestContext } from '../../test/helper.ts';
import { OPERATOR_KEY_FAILURES } from './operator.ts';

// Wrong operator keys were neither counted nor logged: 500 guesses from one address were all
// answered 403 and nothing above info was logged. Now each is counted per address (ADR 018) and
// logged at warn without the key, and an address over the limit is refused with 429 even with the
// right key until its window ends.

const lines: string[] = [];
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({
    env: { OPERATOR_TOKEN },
    logStream: { write: (line) => lines.push(line) },
  });
});
afterAll(() => t?.close());

const call = (ip: string, key?: string) => {
  const client = api(t).from(ip);
  return (key === undefined ? client : client.operator(key)).call(endpoints.operatorFunnel);
};
const guess = (i: number) => `wrong-operator-key-guess-${String(i).padStart(6, '0')}`;
const { limit, windowMs } = OPERATOR_KEY_FAILURES;

describe('operator key guesses', () => {
  it('are refused 403 up to the limit, then 429 with Retry-After, even with the right key', async () => {
    t.advance(windowMs - (t.now() % windowMs)); // at the start of a window
    const ip = freshIp();
    for (let i = 0; i < limit; i++) expect((await call(ip, guess(i))).statusCode).toBe(403);
    const locked = await call(ip, guess(limit));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'error.rate.limited' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(ip, OPERATOR_TOKEN)).statusCode).toBe(429);
    // Another address is not locked out; the locked one is again once its window has passed.
    expect((await call(freshIp(), OPERATOR_TOKEN)).statusCode).toBe(200);
    t.advance(windowMs);
    expect((await call(ip, OPERATOR_TOKEN)).statusCode).toBe(200);
  });

  it('are counted before they are compared: parallel guesses cannot pass the limit', async () => {
    const ip = freshIp();
    t.advance(windowMs - (t.now() % windowMs));
    const answers = await Promise.all(Array.from({ length: 3 * limit }, (_, i) => call(ip, guess(i))));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 403)).toHaveLength(limit);
    expect(codes.filter((c) => c === 429)).toHaveLength(2 * limit);
  });

  it('are each logged at warn with the address, never with the key', async () => {
    const ip = freshIp();
    lines.length = 0;
    for (let i = 0; i < 3; i++) await call(ip, guess(900 + i));
    const refused = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'operator key refused');
    expect(refused).toHaveLength(3);
    for (const line of refused) expect(line).toMatchObject({ level: 40, ip });
    expect(lines.join('\n')).not.toContain('wrong-operator-key-guess');
  });

  it('do not include calls with no key, nor right keys (a busy back office is never locked out)', async () => {
    const ip = freshIp();
    t.advance(windowMs - (t.now() % windowMs));
    for (let i = 0; i < 2 * limit; i++) {
      expect((await call(ip)).statusCode).toBe(403);
      expect((await call(ip, OPERATOR_TOKEN)).statusCode).toBe(200);
    }
    for (let i = 0; i < limit - 1; i++) expect((await call(ip, guess(i))).statusCode).toBe(403);
    expect((await call(ip, OPERATOR_TOKEN)).statusCode).toBe(200);
  });
});
