import { randomBytes } from 'node:crypto';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A source of uniform integers in [0, n). Engines take one, so play and simulation share every rule. */
export interface Rng {
  int(n: number): number;
}

const TWO_32 = 2 ** 32;
const BUFFER_BYTES = 4096;

/**
 * The studio's random source for every real and demo round: the operating system's CSPRNG, read in
 * blocks, with rejection sampling so every value in [0, n) is exactly equally likely (no modulo bias).
 */
export function secureRng(): Rng {
  let buffer = randomBytes(BUFFER_BYTES);
  let offset = 0;
  const nextUint32 = () => {
    if (offset + 4 > buffer.length) {
      buffer = randomBytes(BUFFER_BYTES);
      offset = 0;
    }
    const v = buffer.readUInt32LE(offset);
    offset += 4;
    return v;
  };
  return {
    int(n) {
      if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`bad range ${n}`);
      const limit = TWO_32 - (TWO_32 % n);
      for (;;) {
        const v = nextUint32();
        if (v < limit) return v % n;
      }
    },
  };
}

/**
 * A seeded generator (xoroshiro128+) for RTP simulations, so a simulation is the same on every run.
 * Never used for a round a player sees.
 */
export function seededRng(seed: number): Rng {
  const gen = xoroshiro128plus(seed);
  return { int: (n) => uniformInt(gen, 0, n - 1) };
}
