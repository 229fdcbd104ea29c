import { describe, expect, it } from 'vitest';
import { studioMessage } from './studio-message.ts';

describe('studioMessage', () => {
  it('reads the messages the studio sends', () => {
    expect(studioMessage({ source: 'croupier-studio', type: 'exit' })).toEqual({ type: 'exit' });
    expect(studioMessage({ source: 'croupier-studio', type: 'round', balance: 120 })).toEqual({
      type: 'round',
      balance: 120,
    });
  });

  it('ignores anything else', () => {
    for (const data of [
      null,
      'exit',
      { type: 'exit' },
      { source: 'other', type: 'exit' },
      { source: 'croupier-studio', type: 'round', balance: '1' },
    ])
      expect(studioMessage(data)).toBeNull();
  });
});
