import { ErrorCode, endpoints, PromoCodesPage } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, failure, type QueryOf, unchecked } from '../../../test/api.ts';
import type { TestContext } from '../../../test/helper.ts';
import { bonusTemplate, buildRewardsTestApp, createPromo, createTemplate } from '../../../test/rewards.ts';

let t: TestContext;
/** Codes of this file only (the seed has codes of its own): three enabled, two disabled. */
const made = [
  { code: 'pagedalpha1', enabled: true },
  { code: 'pagedalpha2', enabled: false },
  { code: 'pagedbeta1', enabled: true },
  { code: 'pagedbeta2', enabled: true },
  { code: 'pagedgamma', enabled: false },
];

beforeAll(async () => {
  ({ t } = await buildRewardsTestApp());
  const { templateUUID } = await createTemplate(t, bonusTemplate());
  for (const m of made) await createPromo(t, templateUUID, m);
});
afterAll(() => t?.close());

const codes = async (query: QueryOf<typeof endpoints.listPromoCodes>) => {
  const res = await api(t).operator().call(endpoints.listPromoCodes, { query });
  expect(res.statusCode, res.body).toBe(200);
  return PromoCodesPage.parse(res.json());
};
const namesOf = (page: PromoCodesPage) => page.content.map((c) => c.code);

describe('promo codes, paged and filtered on the server', () => {
  it('answers a page at a time with the whole count, the pages adding up to the list', async () => {
    const whole = namesOf(await codes({ q: 'paged' }));
    expect([...whole].sort()).toEqual(made.map((m) => m.code).sort());
    const first = await codes({ q: 'paged', page: 0, size: 2 });
    expect(first).toMatchObject({ page: 0, size: 2, totalElements: 5, totalPages: 3 });
    const rest = [1, 2].map((page) => codes({ q: 'paged', page, size: 2 }));
    const later = (await Promise.all(rest)).flatMap(namesOf);
    expect([...namesOf(first), ...later]).toEqual(whole);
    expect((await codes({ page: 0, size: 1 })).totalElements).toBeGreaterThanOrEqual(5);
  });

  it('keeps the codes containing the text, any case, and the enabled or the disabled ones', async () => {
    expect(namesOf(await codes({ q: 'BETA' })).sort()).toEqual(['pagedbeta1', 'pagedbeta2']);
    expect(namesOf(await codes({ q: 'paged', state: 'disabled' })).sort()).toEqual([
      'pagedalpha2',
      'pagedgamma',
    ]);
    expect(namesOf(await codes({ q: 'alpha', state: 'enabled' }))).toEqual(['pagedalpha1']);
    expect((await codes({ q: 'paged_' })).totalElements).toBe(0);
  });

  it('refuses a bad size, page or state with the validation envelope', async () => {
    for (const query of [
      { size: 0 },
      { size: 201 },
      { page: 'last' },
      { state: 'on' },
      { q: 'x'.repeat(33) },
    ]) {
      const res = await api(t)
        .operator()
        .call(endpoints.listPromoCodes, { query: unchecked(query) });
      expect(failure(res)).toMatchObject({ status: 400, error: ErrorCode.validation });
    }
  });
});
