import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Arbitraries for the contract-wide fuzz test: values shaped by a call's own zod schema, so that a
 * body gets past the shape checks to the text fields, whose strings carry characters no person
 * types (NUL, other C0 and C1 controls, DEL, lone UTF-16 surrogates) at random places.
 */

/** Characters a database or a log must never receive from a request. */
export const HOSTILE_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
] as const;

/** Valid-looking values for the contract's common field names, so the rest of a body passes. */
const EXAMPLES: Record<string, string> = {
  brandId: 'croupier',
  email: 'player@example.com',
  login: 'player@example.com',
  username: 'player_one',
  phone: '2025550123',
  phoneCode: '+1',
  password: 'Correct-Horse-42',
  oldPassword: 'Correct-Horse-42',
  repeatPassword: 'Correct-Horse-42',
  currency: 'USD',
  currencyCode: 'USD',
  country: 'US',
  countryCode: 'US',
  languageCode: 'en',
  language: 'en',
  lang: 'en',
  locale: 'en',
  preferredLocale: 'en',
  code: '123456',
  token: '123456',
  birthDate: '1990-01-02',
  amount: '10',
  accountNumber: '12345678',
  voucherId: 'ABCDEFGH12345678',
  paymentMethod: 'card',
  aggregatorId: 'sandbox',
  exitUrl: '/games',
  name: 'roulette',
  keyword: 'roulette',
};

/** A string with a hostile character put somewhere inside it. */
export const withHostile = (base: fc.Arbitrary<string>) =>
  fc.tuple(base, fc.nat(), fc.constantFrom(...HOSTILE_CHARACTERS)).map(([s, at, c]) => {
    const i = s.length === 0 ? 0 : at % (s.length + 1);
    return `${s.slice(0, i)}${c}${s.slice(i)}`;
  });

/** Any text, often with a hostile character in it; strings with lone surrogates included. */
export const hostileText = fc.oneof(
  withHostile(fc.string()),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom(...HOSTILE_CHARACTERS, 'a', ' ', '\t', '\n') }),
);

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  valueType?: z.ZodType;
  element?: z.ZodType;
  format?: string;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A string for the field: its example (or a word), often with a hostile character inside. */
function stringFor(field: string, format: string | undefined): fc.Arbitrary<string> {
  const example =
    format === 'uuid' || format === 'guid'
      ? fc.uuid()
      : format === 'date'
        ? fc.constant('2026-01-02')
        : fc.constant(EXAMPLES[field] ?? 'text');
  // Mostly valid, so that a body's other fields pass and the hostile ones reach the service.
  return fc.oneof(
    { arbitrary: example, weight: 10 },
    { arbitrary: withHostile(example), weight: 2 },
    { arbitrary: hostileText, weight: 1 },
  );
}

/** A value shaped by `schema` (field `field`), its strings carrying hostile characters. */
export function shapedBy(schema: z.ZodType | undefined, field = ''): fc.Arbitrary<unknown> {
  if (!schema) return fc.anything();
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const fields = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, shapedBy(s, k)]));
      return fc.record(fields);
    }
    case 'optional':
      return fc.option(shapedBy(def.innerType, field), { nil: undefined, freq: 4 });
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return shapedBy(def.innerType, field);
    case 'pipe':
      // A preprocess is a pipe from a transform: the schema after it says the shape.
      return defOf(def.in as z.ZodType).type === 'transform'
        ? shapedBy((def as unknown as { out: z.ZodType }).out, field)
        : shapedBy(def.in, field);
    case 'union':
      return fc.oneof(...(def.options ?? []).map((o) => shapedBy(o, field)));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'boolean':
      return fc.boolean();
    case 'number':
      return fc.integer({ min: -1, max: 40 });
    case 'string':
      return stringFor(field, def.format);
    case 'record':
      return fc.dictionary(hostileText, shapedBy(def.valueType, field), { maxKeys: 3 });
    case 'array':
      return fc.array(shapedBy(def.element, field), { maxLength: 3 });
    default:
      return fc.anything();
  }
}
