import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExitUrl } from '../play.ts';
import { isSitePath, onSite } from './site-path.ts';

// `/\evil.example` passed the exit URL check; browsers read it as //evil.example.
const BYPASSES = [
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '//evil.example',
  '///evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  ' /evil',
  'https://evil.example',
  'HTTPS://evil.example/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,hi',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%2F/evil.example',
  '/%2fevil.example',
  '/%09/evil.example',
  '/%00',
  '/\u0000',
  '/\u00a0/evil.example',
  'evil.example',
  '',
];

describe('exit URLs: only paths on this site', () => {
  it.each(BYPASSES.map((b) => [JSON.stringify(b), b]))('refuses %s', (_name, value) => {
    expect(isSitePath(value)).toBe(false);
    expect(ExitUrl.safeParse(value).success).toBe(false);
    expect(onSite(value, 'https://casino.example')).toBeUndefined();
  });

  it.each(['/', '/games', '/games?x=1&y=%20z', '/games#top', '/game/roulette-royale', '/a/b/../c'])(
    'keeps %s on the site',
    (value) => {
      expect(ExitUrl.safeParse(value).success).toBe(true);
      expect(new URL(onSite(value, 'https://casino.example/')!).origin).toBe('https://casino.example');
    },
  );

  it('never lets any accepted text leave the origin, as a browser would resolve it', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: fc.constantFrom('/', '\\', '.', ':', '%', '5', 'c', 'e', '\t', '@', '?', '#') }),
        ),
        (s) => {
          if (!isSitePath(s)) return;
          expect(new URL(s, 'https://casino.example').origin).toBe('https://casino.example');
          expect(s.includes('\\')).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses lone surrogates, which a URL parser would quietly encode', () => {
    for (const bad of ['\ud800', '\udfff']) {
      expect(isSitePath(`/games${bad}`)).toBe(false);
      expect(isSitePath(`/ga${bad}mes?x=1`)).toBe(false);
    }
    expect(isSitePath('/games/😀')).toBe(true);
  });
});
