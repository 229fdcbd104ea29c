import { describe, expect, it } from 'vitest';
import { isolated } from './bidi.ts';

describe('values inside a sentence', () => {
  it('are isolated from an Arabic sentence, so a phone number keeps its order', () => {
    expect(isolated('ar', { phone: '+971 50 123', email: 'a@b.c' })).toEqual({
      phone: '\u2068+971 50 123\u2069',
      email: '\u2068a@b.c\u2069',
    });
  });

  it('are left as they are in a left-to-right language', () => {
    const values = { phone: '+1 555 0100' };
    expect(isolated('en', values)).toBe(values);
    expect(isolated('pt-BR', values)).toBe(values);
  });
});
