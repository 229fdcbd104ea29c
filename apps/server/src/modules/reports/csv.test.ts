import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

describe('CSV (RFC 4180)', () => {
  it('quotes a field that holds a quote, a comma or a line break, and doubles its quotes', () => {
    expect(csvField('2026-11-01')).toBe('2026-11-01');
    expect(csvField(-3.5)).toBe('-3.5');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('ends every record with CRLF', () => {
    expect(
      toCsv([
        ['day', 'ggr'],
        ['2026-11-01', '6.00'],
        ['2026-11-02', '-1,000.00'],
      ]),
    ).toBe('day,ggr\r\n2026-11-01,6.00\r\n2026-11-02,"-1,000.00"\r\n');
  });
});
