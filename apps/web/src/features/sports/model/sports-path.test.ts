import { describe, expect, it } from 'vitest';
import { frameUrl, subPathOf } from './sports-path.ts';

describe('sports paths', () => {
  it('reads the sub-path of the route, refusing anything but plain segments', () => {
    expect(subPathOf(undefined)).toBe('/');
    expect(subPathOf('')).toBe('/');
    expect(subPathOf('event/fb-3')).toBe('/event/fb-3');
    expect(subPathOf('live/')).toBe('/live');
    expect(subPathOf('a?b')).toBe('/');
    expect(subPathOf('..%2f')).toBe('/');
  });

  it('adds the sub-path to the launch link', () => {
    expect(frameUrl('http://book.test/sportsbook/saba/launch?token=t', '/live')).toBe(
      'http://book.test/sportsbook/saba/launch?token=t&path=%2Flive',
    );
    expect(frameUrl('http://book.test/x?token=t', '/')).toBe('http://book.test/x?token=t');
  });
});
