import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_PLAYER_STATUSES,
  CAMPAIGN_STATES,
  CAMPAIGN_VISIBILITIES,
  type CampaignAudience,
  type CampaignViewer,
  campaignOptAction,
  campaignRank,
  campaignStateAt,
  isEligible,
  isOptedIn,
  sortCampaigns,
} from './campaigns.ts';

const COUNTRIES = ['US', 'GB', 'DE', 'IE', 'CA'];
const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD'];
const audience = fc.record({
  visibility: fc.constantFrom(...CAMPAIGN_VISIBILITIES),
  whiteListCountries: fc.subarray(COUNTRIES),
  whiteListCurrencies: fc.subarray(CURRENCIES),
  blackListCountries: fc.subarray(COUNTRIES),
});
const player = fc.record({
  kind: fc.constant('player' as const),
  country: fc.constantFrom(...COUNTRIES),
  currency: fc.constantFrom(...CURRENCIES),
});
const guest = fc.record(
  {
    kind: fc.constant('guest' as const),
    country: fc.constantFrom(...COUNTRIES),
    currency: fc.constantFrom(...CURRENCIES),
  },
  { requiredKeys: ['kind'] },
);
const viewer: fc.Arbitrary<CampaignViewer> = fc.oneof(player, guest);

/** The rule as 001 §6 states it, one clause at a time. */
function oracle(c: CampaignAudience, v: CampaignViewer): boolean {
  const visible = c.visibility === 'all' || (c.visibility === 'guest') === (v.kind === 'guest');
  const country = v.country;
  const currency = v.currency;
  const white =
    country === undefined || c.whiteListCountries.length === 0 || c.whiteListCountries.includes(country);
  const black = country === undefined || !c.blackListCountries.includes(country);
  const money =
    currency === undefined || c.whiteListCurrencies.length === 0 || c.whiteListCurrencies.includes(currency);
  return visible && white && black && money;
}

describe('campaign eligibility (001 §6)', () => {
  it('is visibility × white lists × black list, clause by clause', () => {
    fc.assert(
      fc.property(audience, viewer, (c, v) => {
        expect(isEligible(c, v)).toBe(oracle(c, v));
      }),
    );
  });

  it('never shows a guest-only campaign to a player nor an authorised one to a guest', () => {
    fc.assert(
      fc.property(audience, player, guest, (c, p, g) => {
        if (c.visibility === 'guest') expect(isEligible(c, p)).toBe(false);
        if (c.visibility === 'authorised') expect(isEligible(c, g)).toBe(false);
      }),
    );
  });

  it('a black-listed country is never eligible, whatever the white lists say', () => {
    fc.assert(
      fc.property(audience, player, (c, p) => {
        const listed = { ...c, blackListCountries: [...c.blackListCountries, p.country] };
        expect(isEligible(listed, p)).toBe(false);
      }),
    );
  });

  it('adding to a non-empty white list never removes anyone; emptying it lets everyone of the list through', () => {
    fc.assert(
      fc.property(audience, player, fc.constantFrom(...COUNTRIES), (c, p, extra) => {
        if (isEligible(c, p) && c.whiteListCountries.length > 0) {
          expect(isEligible({ ...c, whiteListCountries: [...c.whiteListCountries, extra] }, p)).toBe(true);
        }
        if (
          !c.blackListCountries.includes(p.country) &&
          isEligible({ ...c, whiteListCountries: [p.country] }, p)
        ) {
          expect(isEligible({ ...c, whiteListCountries: [] }, p)).toBe(true);
        }
      }),
    );
  });

  it('reads lowercase codes of the viewer', () => {
    const c = {
      visibility: 'all' as const,
      whiteListCountries: ['GB'],
      whiteListCurrencies: ['GBP'],
      blackListCountries: [],
    };
    expect(isEligible(c, { kind: 'player', country: 'gb', currency: 'gbp' })).toBe(true);
  });
});

describe('campaign state at a moment (001 §4)', () => {
  const date = fc.integer({ min: 0, max: 10_000 }).map((n) => new Date(Date.UTC(2026, 0, 1) + n * 60_000));
  it('PENDING becomes ACTIVE from the start, ACTIVE becomes FINISHED at the end; other states stay', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CAMPAIGN_STATES),
        fc.option(date),
        fc.option(date),
        date,
        (state, startsAt, endsAt, now) => {
          const got = campaignStateAt({ state, startsAt, endsAt }, now);
          let want: string = 'PENDING';
          if (state !== 'PENDING' && state !== 'ACTIVE') want = state;
          else if (endsAt && endsAt <= now) want = 'FINISHED';
          else if (state === 'ACTIVE' || !startsAt || startsAt <= now) want = 'ACTIVE';
          expect(got).toBe(want);
        },
      ),
    );
  });

  it('never goes back as time moves on', () => {
    const order = ['PENDING', 'ACTIVE', 'FINISHED'];
    fc.assert(
      fc.property(fc.option(date), fc.option(date), date, date, (startsAt, endsAt, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const first = campaignStateAt({ state: 'PENDING', startsAt, endsAt }, early);
        const then = campaignStateAt({ state: first, startsAt, endsAt }, late);
        expect(order.indexOf(then)).toBeGreaterThanOrEqual(order.indexOf(first));
        expect(then).toBe(campaignStateAt({ state: 'PENDING', startsAt, endsAt }, late));
      }),
    );
  });
});

describe('sort order (001 §4)', () => {
  const item = fc.record({
    id: fc.uuid(),
    state: fc.constantFrom(...CAMPAIGN_STATES),
    playerStatus: fc.constantFrom(...CAMPAIGN_PLAYER_STATUSES),
  });
  it('puts active and opted-in first, then active, then the rest, keeping the order within each', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (list) => {
        const sorted = sortCampaigns(list);
        expect(sorted).toHaveLength(list.length);
        const ranks = sorted.map(campaignRank);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        for (const r of [0, 1, 2]) {
          expect(sorted.filter((c) => campaignRank(c) === r)).toEqual(
            list.filter((c) => campaignRank(c) === r),
          );
        }
        for (const c of sorted.filter((x) => campaignRank(x) === 0)) {
          expect(c.state === 'ACTIVE' && isOptedIn(c.playerStatus)).toBe(true);
        }
      }),
    );
  });
});

describe('the opt action (001 §4)', () => {
  it('opts out an opted-in player, opts in from VIEW, then the link, else registration or activation', () => {
    const base = { guest: false, campaignId: 'c1', optIn: true, buttonLink: null };
    expect(campaignOptAction({ ...base, playerStatus: 'OPT_IN' })).toEqual({
      call: 'optout',
      next: { kind: 'activate' },
    });
    expect(campaignOptAction({ ...base, playerStatus: 'VIEW', buttonLink: '/deposit?x=1' })).toEqual({
      call: 'optin',
      next: { kind: 'link', href: '/deposit?x=1', depositFromPromotion: true },
    });
    expect(campaignOptAction({ ...base, playerStatus: 'LEVEL_COMPLETED', buttonLink: '/games' })).toEqual({
      call: null,
      next: { kind: 'link', href: '/games', depositFromPromotion: false },
    });
    expect(campaignOptAction({ ...base, guest: true, playerStatus: 'VIEW' })).toEqual({
      call: null,
      next: { kind: 'registration' },
    });
  });

  it('a guest never calls the platform; a link always wins over the fallbacks', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.uuid()),
        fc.constantFrom(...CAMPAIGN_PLAYER_STATUSES),
        fc.boolean(),
        fc.option(fc.constantFrom('/deposit', '/promotions', '/deposit/card')),
        (isGuest, campaignId, playerStatus, optIn, buttonLink) => {
          const a = campaignOptAction({ guest: isGuest, campaignId, playerStatus, optIn, buttonLink });
          if (isGuest || !campaignId) expect(a.call).toBeNull();
          if (buttonLink)
            expect(a.next).toEqual({
              kind: 'link',
              href: buttonLink,
              depositFromPromotion: buttonLink.startsWith('/deposit'),
            });
          else expect(a.next.kind).toBe(isGuest ? 'registration' : 'activate');
        },
      ),
    );
  });
});
