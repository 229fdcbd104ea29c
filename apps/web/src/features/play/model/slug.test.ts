import { describe, expect, it } from 'vitest';
import { keywordForSlug } from './slug.ts';

describe('keywordForSlug', () => {
  it('takes the first two words of the name, leaving out suffixes that tell namesakes apart', () => {
    expect(keywordForSlug('cosmic-dragon')).toBe('cosmic dragon');
    expect(keywordForSlug('silver-dragon-megaways')).toBe('silver dragon');
    expect(keywordForSlug('jolly-dragon-zephyr-2')).toBe('jolly dragon');
    expect(keywordForSlug('starburst')).toBe('starburst');
  });
});
