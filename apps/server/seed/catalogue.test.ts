import { describe, expect, it } from 'vitest';
import { makeCatalogue } from './catalogue.ts';

describe('demo catalogue', () => {
  const c = makeCatalogue({ now: Date.UTC(2026, 0, 1) });

  it('has at least 2,000 games from at least 40 providers, each provider with games', () => {
    expect(c.games.length).toBeGreaterThanOrEqual(2000);
    expect(c.providers.length).toBeGreaterThanOrEqual(40);
    const withGames = new Set(c.games.map((g) => g.providerAlias));
    expect(withGames.size).toBe(c.providers.length);
  });

  it('gives every game a unique slug and the data the lobby filters on', () => {
    expect(new Set(c.games.map((g) => g.slug)).size).toBe(c.games.length);
    for (const g of c.games) {
      expect(g.slug).toMatch(/^[a-z0-9-]+$/);
      expect(g.tags.some((t) => t.type === 'game_subtype')).toBe(true);
      expect(g.devices.length).toBeGreaterThan(0);
    }
    // A mix the filters can tell apart.
    expect(c.games.some((g) => g.restricted)).toBe(true);
    expect(c.games.some((g) => !g.hasDemoMode)).toBe(true);
    expect(c.games.some((g) => g.blockedCountries.length > 0)).toBe(true);
    expect(c.games.some((g) => g.currencies.length > 0)).toBe(true);
    expect(c.games.some((g) => g.tags.some((t) => t.type === 'promo'))).toBe(true);
    for (const cat of c.categories) expect(c.games.some((g) => g.categories.includes(cat.slug))).toBe(true);
  });

  it('is the same for the same seed', () => {
    const again = makeCatalogue({ now: Date.UTC(2026, 0, 1) });
    expect(again.games.map((g) => g.slug)).toEqual(c.games.map((g) => g.slug));
  });
});
