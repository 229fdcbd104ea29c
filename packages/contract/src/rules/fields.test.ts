import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldRule } from './field-rule.ts';
import {
  FIELD_REQUIRED_MESSAGE,
  type FieldValue,
  isEmptyValue,
  numericValue,
  validateField,
  validateFieldSync,
} from './fields.ts';

const required: FieldRule = { type: 'required' };
const min18: FieldRule = { type: 'min', value: 18, message: 'too-small' };
const max99: FieldRule = { type: 'max', value: 99, message: 'too-big' };

describe('field-validation engine (000 §5)', () => {
  it("fails required on empty, 'undefined' and an unchecked checkbox", () => {
    for (const v of ['', '   ', 'undefined', false, undefined, null] as FieldValue[]) {
      expect(validateFieldSync(v, [required])).toEqual([FIELD_REQUIRED_MESSAGE]);
    }
    expect(validateFieldSync('x', [required])).toEqual([]);
    expect(validateFieldSync(true, [required])).toEqual([]);
    expect(validateFieldSync('', [{ type: 'required', message: 'custom' }])).toEqual(['custom']);
  });

  it('applies min and max only to numeric values', () => {
    expect(validateFieldSync('17', [min18])).toEqual(['too-small']);
    expect(validateFieldSync(100, [max99])).toEqual(['too-big']);
    expect(validateFieldSync('abc', [min18, max99])).toEqual([]);
    expect(validateFieldSync('18', [min18])).toEqual([]);
  });

  it('fails a regex on no match, and an exclude regex on a match', () => {
    const digits: FieldRule = { type: 'regex', pattern: '^\\d+$', exclude: false, message: 'digits' };
    const noSpaces: FieldRule = { type: 'regex', pattern: '\\s', exclude: true, message: 'no-spaces' };
    expect(validateFieldSync('12a', [digits])).toEqual(['digits']);
    expect(validateFieldSync('123', [digits])).toEqual([]);
    expect(validateFieldSync('a b', [noSpaces])).toEqual(['no-spaces']);
    expect(validateFieldSync('ab', [noSpaces])).toEqual([]);
  });

  it('runs sync and async function rules with the configured message', async () => {
    const rules: FieldRule[] = [
      { type: 'function', name: 'notAdmin', message: 'no-admin' },
      { type: 'function', name: 'free', message: 'taken' },
    ];
    const functions = {
      notAdmin: (v: FieldValue) => (v === 'admin' ? 'x' : undefined),
      free: async (v: FieldValue) => (v === 'ann' ? 'x' : undefined),
    };
    expect(await validateField('admin', rules, { functions, errorsPerField: 2 })).toEqual(['no-admin']);
    expect(await validateField('ann', rules, { functions, errorsPerField: 2 })).toEqual(['taken']);
    expect(await validateField('bob', rules, { functions })).toEqual([]);
    // An unknown function name passes.
    expect(await validateField('x', [{ type: 'function', name: 'nope', message: 'm' }])).toEqual([]);
  });

  it('lets function rules compare with other values', async () => {
    const rules: FieldRule[] = [
      { type: 'function', name: 'equal', message: 'auth.passwords-must-be-equals' },
    ];
    const functions = {
      equal: (v: FieldValue, values: Readonly<Record<string, unknown>>) =>
        v === values.password ? undefined : 'different',
    };
    expect(await validateField('a', rules, { functions, values: { password: 'b' } })).toEqual([
      'auth.passwords-must-be-equals',
    ]);
    expect(await validateField('a', rules, { functions, values: { password: 'a' } })).toEqual([]);
  });

  it('keeps rule order and shows only the configured number of errors', () => {
    const rules: FieldRule[] = [
      { type: 'minLength', value: 8, message: 'short' },
      { type: 'regex', pattern: '\\d', exclude: false, message: 'digit' },
    ];
    expect(validateFieldSync('abc', rules)).toEqual(['short']);
    expect(validateFieldSync('abc', rules, { errorsPerField: 2 })).toEqual(['short', 'digit']);
  });

  it('never shows more than the configured number, and the empty optional field passes', () => {
    const rule = fc.oneof(
      fc.record({ type: fc.constant('required' as const) }),
      fc.record({ type: fc.constant('min' as const), value: fc.integer(), message: fc.string() }),
      fc.record({ type: fc.constant('max' as const), value: fc.integer(), message: fc.string() }),
      fc.record({ type: fc.constant('minLength' as const), value: fc.nat(40), message: fc.string() }),
      fc.record({ type: fc.constant('maxLength' as const), value: fc.nat(40), message: fc.string() }),
      fc.record({
        type: fc.constant('regex' as const),
        pattern: fc.string(),
        exclude: fc.boolean(),
        message: fc.string(),
      }),
    );
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(undefined));
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 8 }), value, fc.integer({ min: 1, max: 5 }), (rules, v, n) => {
        const messages = validateFieldSync(v, rules as FieldRule[], { errorsPerField: n });
        expect(messages.length).toBeLessThanOrEqual(n);
        const hasRequired = rules.some((r) => r.type === 'required');
        if (isEmptyValue(v) && !hasRequired) expect(messages).toEqual([]);
        if (isEmptyValue(v) && hasRequired) expect(messages[0]).toBe(FIELD_REQUIRED_MESSAGE);
      }),
    );
  });

  it('a min rule fails exactly for numbers below it', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.boolean(), (limit, n, asText) => {
        const v = asText ? String(n) : n;
        const messages = validateFieldSync(v, [{ type: 'min', value: limit, message: 'm' }]);
        expect(messages.length === 1).toBe(n < limit);
        expect(numericValue(v)).toBe(n);
      }),
    );
  });

  it('an exclude regex fails exactly where the plain one passes', () => {
    fc.assert(
      fc.property(fc.constantFrom('^a', '\\d', 'x$', '[A-Z]'), fc.string(), (pattern, text) => {
        if (text === '' || text.trim() === '') return;
        const plain = validateFieldSync(text, [{ type: 'regex', pattern, exclude: false, message: 'm' }]);
        const exclude = validateFieldSync(text, [{ type: 'regex', pattern, exclude: true, message: 'm' }]);
        expect(plain.length + exclude.length).toBe(1);
      }),
    );
  });
});
