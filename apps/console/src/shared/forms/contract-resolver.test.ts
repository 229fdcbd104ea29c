import { ApiError } from '@croupier/client';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { contractResolver, inLists, showRefusal, topLevelField } from './contract-resolver.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const resolve = async <V extends Record<string, unknown>>(
  resolver: ReturnType<typeof contractResolver<V>>,
  values: V,
) => resolver(values, undefined, options);

const Body = z.object({
  title: z.string().min(1),
  countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'fields.errors.country-code')),
  rates: z.record(z.string().regex(/^[A-Z]{3}$/, 'fields.errors.currency-code'), z.number()),
});
type Values = { title: string; countries: string; rates: string };
const toBody = (v: Values) => ({
  title: v.title,
  countries: v.countries.split(/[\s,]+/).filter(Boolean),
  rates: Object.fromEntries(v.rates ? [[v.rates, 1]] : []),
});

describe('the contract resolver', () => {
  it('answers the parsed body when the contract takes it', async () => {
    const result = await resolve(contractResolver(Body, toBody), { title: 'A', countries: 'US', rates: '' });
    expect(result).toEqual({ values: { title: 'A', countries: ['US'], rates: {} }, errors: {} });
  });

  it("says each issue's key in English on the field of its path, a list's item on the list", async () => {
    const resolver = contractResolver(Body, toBody, inLists(['countries']));
    const { errors } = await resolve(resolver, { title: '', countries: 'US, xx', rates: 'usd' });
    expect(errors.title?.message).toBe('This field is required.');
    expect(errors.countries?.message).toBe('must be a two-letter country code such as US');
    // A record's bad key says why through its own issue.
    expect((errors.rates as unknown as Record<string, { message: string }>).usd?.message).toBe(
      'must be a three-letter currency code such as USD',
    );
  });

  it("puts a path on its top-level field, or the form's own error, and takes a feature's words", async () => {
    const resolver = contractResolver(
      z.object({ a: z.object({ b: z.string().min(1) }) }),
      undefined,
      (path) => (path.startsWith('a') ? null : path),
      (_issue, field) => `Fix ${field}.`,
    );
    const { errors } = await resolve(resolver, { a: { b: '' } });
    expect(errors.root?.form?.message).toBe('Fix root.form.');
    expect(topLevelField('blockedCountries.0', {})).toBe('blockedCountries');
  });

  it("says a schema's own sentence as it is", async () => {
    const Json = z.string().transform((text, ctx) => {
      ctx.issues.push({ code: 'custom', message: 'Write valid JSON.', input: text });
      return z.NEVER;
    });
    const { errors } = await resolve(contractResolver(z.object({ rules: Json })), { rules: '{' });
    expect(errors.rules?.message).toBe('Write valid JSON.');
  });
});

describe('a refusal', () => {
  const refusal = (fieldErrors: Record<string, string>) =>
    new ApiError({ status: 400, code: 'error.validation', message: 'Check the fields.', fieldErrors });

  it('lands on its fields in English and leaves nothing for the form', async () => {
    const setError = vi.fn();
    const left = await showRefusal(
      refusal({ 'countries.1': 'fields.errors.country-code' }),
      { setError, getValues: () => ({}) },
      inLists(['countries']),
    );
    expect(left).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'countries',
      { type: 'server', message: 'must be a two-letter country code such as US' },
      { shouldFocus: true },
    );
  });

  it("says what no field took as the form's message, and the refusal's message when nothing was placed", async () => {
    const setError = vi.fn();
    const form = { setError, getValues: () => ({}) };
    const locale = refusal({ title: 'fields.errors.too-long', locale: 'fields.errors.locale' });
    expect(await showRefusal(locale, form, topLevelField, ['title'])).toMatch(/locale/i);
    expect(await showRefusal(refusal({}), form)).toBe('Check the fields.');
    expect(await showRefusal(new Error('offline'), form)).toBe('That did not work. Try again.');
  });
});
