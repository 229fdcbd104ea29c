import { type Endpoint, endpoints, ownedFields } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { api } from '../test/api.ts';
import { fingerprint } from '../test/fingerprint.ts';
import { buildTestApp, type TestContext } from '../test/helper.ts';
import { registerByEmail } from '../test/players.ts';
import { validSample } from '../test/samples.ts';

// GUIDE §4 Access, for every call of the contract: a field the contract marks as the caller's own
// uuid (`PlayerUuid`) refuses another player's with 403 `error.access.forbidden` and changes
// nothing. The contract's list drives it, so a call added later is covered the day it is added;
// and a call whose field looks like a player's uuid but is not marked fails here.

const calls = Object.values(endpoints) as Endpoint[];
const marked = calls.filter((e) => {
  const owned = ownedFields(e);
  return owned.params.length + owned.query.length + owned.body.length > 0;
});

/** The calls of today that name the caller's uuid; losing a mark fails the test. */
const KNOWN = [
  'getProfile',
  'updateProfile',
  'changeEmail',
  'updateSubscription',
  'sendPhoneCode',
  'verifyPhone',
  'listDocuments',
  'uploadDocument',
  'downloadDocument',
  'startKycSession',
  'kycStatus',
  'balance',
  'gameInfoActivity',
  'deposit',
  'withdraw',
  'lifetimeLimits',
  'cancelWithdrawal',
  'paymentHistory',
  'suspendProfile',
  'favoriteIds',
  'addFavorite',
  'removeFavorite',
  'rewards',
  'claimFreeSpins',
  'claimMultiBonus',
  'acceptBonus',
  'cancelFreeSpins',
  'cancelMultiBonus',
  'cancelBonus',
  'tournamentOptIn',
  'tournamentOptOut',
  'tournamentPlayerPlace',
  'loyaltyProgress',
];
/** Fields named like a player's uuid that are something else: `{uuid}` of a game launch is the game's. */
// requestCallback.body.player_id: empty for a guest, so not a PlayerUuid; the route refuses (403) any
// value other than the token's player (modules/support/routes.ts, tested there).
const NOT_A_PLAYER = new Set([
  'startFunGame.params.uuid',
  'startGame.params.uuid',
  'requestCallback.body.player_id',
  // Guests list tournaments too (001 §6): the token's player is used, another uuid is 403 (tournaments/routes.ts).
  'tournaments.query.playerId',
  'tournament.query.playerId',
]);
const PLAYER_LIKE = /^(uuid|player_?uuid|player_?id|player)$/i;

/** The field names of an object schema (or of each option of a union, or a pipe's input). */
function fieldNames(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = (schema as unknown as { def: Record<string, unknown> }).def;
  if (def.type === 'object') return Object.keys(def.shape as object);
  if (def.type === 'pipe') return fieldNames(def.in as z.ZodType);
  if (def.type === 'union') return (def.options as z.ZodType[]).flatMap(fieldNames);
  if (def.type === 'optional' || def.type === 'default') return fieldNames(def.innerType as z.ZodType);
  return [];
}

describe('the contract marks every player uuid a call names', () => {
  it('marks the known calls', () => {
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.map((e) => e.id)).toEqual(expect.arrayContaining(KNOWN));
  });

  it('marks every field named like a player uuid', () => {
    const unmarked: string[] = [];
    // An operator call names any player on purpose; it is the operator's key that guards it.
    for (const e of calls.filter((c) => c.auth !== 'operator')) {
      const owned = ownedFields(e);
      for (const part of ['params', 'query', 'body'] as const) {
        const names =
          part === 'params'
            ? (e.path.match(/\{\w+\}/g) ?? []).map((p) => p.slice(1, -1))
            : fieldNames(e[part]);
        for (const name of names) {
          const where = `${e.id}.${part}.${name}`;
          if (PLAYER_LIKE.test(name) && !owned[part].includes(name) && !NOT_A_PLAYER.has(where)) {
            unmarked.push(where);
          }
        }
      }
    }
    expect(unmarked).toEqual([]);
  });

  it('every marked call needs a player', () => {
    expect(marked.filter((e) => e.auth !== 'player').map((e) => e.id)).toEqual([]);
  });
});

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe("every marked call refuses another player's uuid with 403 and changes nothing", () => {
  it.each(marked.map((e) => [e.id, e] as const))('%s', async (_id, endpoint) => {
    const me = await registerByEmail(t);
    const other = await registerByEmail(t);
    const owned = ownedFields(endpoint);
    const otherUuid = other.auth.uuid;

    const params = validSample(endpoint.params, owned.params, otherUuid) ?? {};
    const query = validSample(endpoint.query, owned.query, otherUuid);
    const body = endpoint.method === 'GET' ? undefined : validSample(endpoint.body, owned.body, otherUuid);

    const before = await fingerprint(t.database.db);
    const res = await api(t)
      .as(me.auth)
      .call(endpoint, { params: params as Record<string, string>, query, body });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ error: 'error.access.forbidden', message: 'Not yours' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await fingerprint(t.database.db)).toBe(before);
  });
});
