import { ErrorCode, endpoints } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api.ts';
import { freshIp, type TestContext } from '../../../test/helper.ts';
import { registerByEmail } from '../../../test/players.ts';
import { bonusTemplate, buildRewardsTestApp, createPromo, createTemplate } from '../../../test/rewards.ts';
import { PROMO_CHECK_LIMITS } from './routes.ts';

// The public promo-code check answered 200 guesses from one address. Both calls that tell whether a
// code exists (the check and the code's texts) are now counted per address, and per player when a
// token comes, before they are answered (ADR 024).

let t: TestContext;
let code: string;
beforeAll(async () => {
  t = (await buildRewardsTestApp()).t;
  code = (await createPromo(t, (await createTemplate(t, bonusTemplate())).templateUUID)).code;
});
afterAll(() => t?.close());

const { perAddress, perPlayer } = PROMO_CHECK_LIMITS;
const check = (guess: string, ip: string, token?: string) =>
  api(t)
    .from(ip)
    .as(token)
    .call(endpoints.validatePromoCode, { query: { promoCode: guess, currency: 'USD', country: 'US' } });
/** To the start of a window of `windowMs`, so a test's calls share one. */
const windowStart = (windowMs: number) => t.advance(windowMs - (t.now() % windowMs));

describe('promo-code questions', () => {
  it('are limited per address: past the limit 429 with Retry-After, then answered again next window', async () => {
    windowStart(perAddress.windowMs);
    const ip = freshIp();
    for (let i = 0; i < perAddress.limit; i++) {
      const res = await check(`guess${i}`, ip);
      expect(res.statusCode, res.body).toBe(400);
    }
    const limited = await check(code, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: ErrorCode.rateLimited });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The code's texts tell whether it exists too: the same counter refuses them.
    expect(
      await api(t)
        .from(ip)
        .status(endpoints.promoContent, { params: { locale: 'en' }, body: { promoCode: code } }),
    ).toBe(429);
    // Another address is answered; this one again once its window has passed.
    expect((await check(code, freshIp())).statusCode).toBe(200);
    windowStart(perAddress.windowMs);
    expect((await check(code, ip)).statusCode).toBe(200);
  });

  it('are limited per player as well, whatever address the player asks from', async () => {
    windowStart(perPlayer.windowMs);
    const { auth } = await registerByEmail(t);
    for (let i = 0; i < perPlayer.limit; i++) {
      const res = await check(`guess${i}`, freshIp(), auth.token);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await check(code, freshIp(), auth.token)).statusCode).toBe(429);
    expect((await check(code, freshIp())).statusCode).toBe(200);
  });

  it('are counted before they are answered: parallel guesses cannot pass the limit', async () => {
    windowStart(perAddress.windowMs);
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: perAddress.limit + 40 }, (_, i) => check(`guess${i}`, ip)),
    );
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(40);
  });
});
