import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasForbiddenCharacters, Line, MultilineText, TEXT_MESSAGES, WebUrl } from './text.ts';

describe('text a person can type', () => {
  it.each([
    ['\u0000'],
    ['\u0001'],
    ['\u001b'],
    ['\u007f'],
    ['\u0085'],
    ['\u009f'],
    ['\ud800'],
    ['\udfff'],
    ['x\udc00\ud800'],
  ])('refuses %j anywhere in a line', (bad) => {
    for (const value of [bad, `a${bad}`, `${bad}a`, `ab${bad}cd`]) {
      const result = Line().safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TEXT_MESSAGES.controlCharacters);
    }
  });

  it('takes tab and line breaks only in multi-line text', () => {
    for (const value of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(Line().safeParse(value).success).toBe(false);
      expect(MultilineText().safeParse(value).success).toBe(true);
    }
    expect(MultilineText().safeParse('a\u0000\nb').success).toBe(false);
  });

  it('keeps letters of every script, emoji (surrogate pairs) and the field rules chained after it', () => {
    for (const value of ['Zoë Ñúñez', 'Łódź', '東京', 'مرحبا', '😀 ok', '\u00a0']) {
      expect(Line().safeParse(value).success, value).toBe(true);
    }
    expect(Line().trim().min(1).safeParse('  ').success).toBe(false);
    expect(Line().trim().max(3).parse(' abc ')).toBe('abc');
  });

  it('agrees with a definition by code points', () => {
    // Any UTF-16 unit, lone surrogates and controls included (fast-check's 'binary' unit builds a
    // table of every code point first: seconds on a loaded machine).
    const unit = fc.oneof(
      fc.nat(0xffff).map((n) => String.fromCharCode(n)),
      fc.constantFrom('\u0000', '\u001f', '\u007f', '\u009f', '\ud800', '\udfff', '\ud83d\ude00', 'a'),
    );
    fc.assert(
      fc.property(fc.string({ unit }), (s) => {
        const units = [...s].some((ch) => {
          const cp = ch.codePointAt(0)!;
          return cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || (cp >= 0xd800 && cp <= 0xdfff);
        });
        expect(hasForbiddenCharacters(s)).toBe(units);
      }),
    );
  });

  it('gives web addresses the same rule: zod alone let NUL and lone surrogates through', () => {
    expect(WebUrl().max(500).safeParse('https://cdn.example.com/a.png').success).toBe(true);
    for (const bad of ['\u0000', '\ud800', '\u001b']) {
      const result = WebUrl().safeParse(`https://cdn.example.com/a${bad}.png`);
      expect(result.success, JSON.stringify(bad)).toBe(false);
    }
    expect(WebUrl().safeParse('javascript:alert(1)').success).toBe(false);
  });
});
