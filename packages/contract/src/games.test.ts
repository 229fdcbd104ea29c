import { describe, expect, it } from 'vitest';
import { DefaultGamesQuery, GamesListQuery, SearchGamesQuery } from './games.ts';

describe('catalogue query schemas', () => {
  it('apply the spec page sizes by default', () => {
    expect(SearchGamesQuery.parse({ name: 'x' }).size).toBe(30);
    expect(DefaultGamesQuery.parse({}).size).toBe(30);
    expect(GamesListQuery.parse({}).size).toBe(49);
  });
  it('coerce query strings and normalise codes', () => {
    expect(DefaultGamesQuery.parse({ page: '2', country: 'gb', type: 'mobile' })).toMatchObject({
      page: 2,
      country: 'GB',
      type: 'MOBILE',
    });
  });
  it('refuse what the server cannot answer', () => {
    expect(SearchGamesQuery.safeParse({ name: '' }).success).toBe(false);
    expect(DefaultGamesQuery.safeParse({ size: '0' }).success).toBe(false);
    expect(DefaultGamesQuery.safeParse({ page: '-1' }).success).toBe(false);
    expect(GamesListQuery.safeParse({ tags: 'a,,b' }).success).toBe(false);
  });
});
