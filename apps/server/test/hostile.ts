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
  totpCode: '123456',
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
  categoryKey: 'games.categories.slots',
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

/** A place in a request where a string goes: a field's value, or a key of a record. */
export interface TextLeaf {
  /** Where it is: field names and array positions (`'*'` for a record's key or value). */
  path: (string | number)[];
  /** The schema a string there is parsed with. */
  schema: z.ZodType;
  /** The field's name (for its example), or '' for a record's key. */
  field: string;
}

const STRING_LIKE = new Set(['string', 'enum', 'literal', 'template_literal']);
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

/** Whether a schema reads a string (directly, through a pipe from one, or as an option of a union). */
function readsString(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (STRING_LIKE.has(def.type))
    return def.type !== 'literal' || (def.values ?? []).some((v) => typeof v === 'string');
  if (def.type === 'pipe') return readsString(def.in as z.ZodType);
  if (def.type === 'union') return (def.options ?? []).some(readsString);
  if (WRAPPERS.has(def.type)) return readsString(def.innerType as z.ZodType);
  return false;
}

/** The schema inside its optional, nullable, default … wrappers. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (WRAPPERS.has(defOf(inner).type)) inner = defOf(inner).innerType as z.ZodType;
  return inner;
}

/**
 * Every place of a request schema where a string goes, walked through objects, arrays, records
 * (their keys too), unions, optionals and pipes: what the contract-wide test sends NUL and lone
 * surrogates to.
 */
export function textLeaves(
  schema: z.ZodType | undefined,
  path: (string | number)[] = [],
  field = '',
): TextLeaf[] {
  if (!schema) return [];
  const inner = unwrapped(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([k, s]) => textLeaves(s, [...path, k], k));
    case 'array':
      return textLeaves(def.element, [...path, 0], field);
    case 'record': {
      const keyType = (def as unknown as { keyType: z.ZodType }).keyType;
      return [
        ...textLeaves(keyType, [...path, '*key'], ''),
        ...textLeaves(def.valueType, [...path, '*'], field),
      ];
    }
    case 'pipe': {
      const input = def.in as z.ZodType;
      // A preprocess is a pipe from a transform: the schema after it says the shape.
      if (defOf(input).type === 'transform')
        return textLeaves((def as unknown as { out: z.ZodType }).out, path, field);
      return readsString(input) && !defOf(input).shape
        ? [{ path, schema: inner, field }]
        : textLeaves(input, path, field);
    }
    case 'union': {
      const options = def.options ?? [];
      const leaves = options.some((o) => readsString(o) && defOf(o).type !== 'object')
        ? [{ path, schema: inner, field }]
        : [];
      const seen = new Set<string>();
      return [
        ...leaves,
        ...options.flatMap((o) => (readsString(o) ? [] : textLeaves(o, path, field))),
      ].filter((l) => {
        const key = JSON.stringify(l.path);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    }
    case 'intersection': {
      const d = def as unknown as { left: z.ZodType; right: z.ZodType };
      return [...textLeaves(d.left, path, field), ...textLeaves(d.right, path, field)];
    }
    default:
      return readsString(inner) ? [{ path, schema: inner, field }] : [];
  }
}

/** The characters the contract-wide test puts into every text: NUL and lone surrogates. */
export const NUL_AND_LONE_SURROGATES = ['\u0000', '\ud800', '\udfff'] as const;

/** Candidate values a string field may take, tried in order to find one the field accepts. */
const CANDIDATES = [
  'text',
  'player@example.com',
  '0b6f6c1e-3f7a-4b7e-9a55-1f2e3d4c5b6a',
  '2026-01-02',
  '2026-01-02T03:04:05.000Z',
  'https://example.com/path',
  '/games',
  'en',
  'US',
  'USD',
  '10',
  '1',
  'abc123',
  'ABCDEFGH12345678',
  'Correct-Horse-42',
  '2025550123',
  '+1',
  'croupier',
  'a',
  'A',
  'text-1',
  'DESKTOP',
  'PENDING',
  'type_promo',
];

/** Values the leaf accepts as they are (its example, the candidates, its enum's values). */
export function acceptedExamples(leaf: TextLeaf): string[] {
  const def = defOf(leaf.schema);
  const own = [
    ...(EXAMPLES[leaf.field] ? [EXAMPLES[leaf.field] as string] : []),
    ...(def.entries ? Object.values(def.entries).map(String) : []),
    ...(def.values ?? []).filter((v): v is string => typeof v === 'string'),
  ];
  return [...new Set([...own, ...CANDIDATES])].filter((v) => leaf.schema.safeParse(v).success);
}

/** `value` with `bad` put in front, in the middle and at the end. */
export const hostileVariants = (value: string, bad: string) => [
  `${bad}${value}`,
  `${value.slice(0, Math.ceil(value.length / 2))}${bad}${value.slice(Math.ceil(value.length / 2))}`,
  `${value}${bad}`,
];

/**
 * A value shaped by `schema`, every field present (optional ones too) and every string one its
 * field accepts, so that a request built from it differs from a good one only where a test says.
 */
export function exampleOf(schema: z.ZodType | undefined, field = ''): unknown {
  if (!schema) return undefined;
  const inner = unwrapped(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, s]) => [k, exampleOf(s, k)]));
    case 'array':
      return [exampleOf(def.element, field)];
    case 'record': {
      const keyType = (def as unknown as { keyType: z.ZodType }).keyType;
      const key = acceptedExamples({ path: [], schema: keyType, field: '' })[0] ?? 'en';
      return { [key]: exampleOf(def.valueType, field) };
    }
    case 'pipe': {
      const input = def.in as z.ZodType;
      if (defOf(input).type === 'transform')
        return exampleOf((def as unknown as { out: z.ZodType }).out, field);
      return readsString(input) && !defOf(input).shape
        ? (acceptedExamples({ path: [], schema: inner, field })[0] ?? 'text')
        : exampleOf(input, field);
    }
    case 'union': {
      const options = def.options ?? [];
      if (options.some((o) => readsString(o) && defOf(o).type !== 'object'))
        return acceptedExamples({ path: [], schema: inner, field })[0] ?? 'text';
      return exampleOf(options[0], field);
    }
    case 'literal':
      return def.values?.[0];
    case 'boolean':
      return true;
    case 'number':
      return 1;
    default:
      return STRING_LIKE.has(def.type)
        ? (acceptedExamples({ path: [], schema: inner, field })[0] ?? 'text')
        : null;
  }
}

/** `value` with the place `path` (as `textLeaves` names it) set to `text`. */
export function withTextAt(value: unknown, path: (string | number)[], text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[0] = withTextAt(copy[0], rest, text);
    return copy;
  }
  const object = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  if (head === '*key') {
    const [key, inner] = Object.entries(object)[0] ?? ['en', null];
    const { [key]: _, ...others } = object;
    return { ...others, [text]: inner };
  }
  const key = head === '*' ? (Object.keys(object)[0] ?? 'en') : String(head);
  return { ...object, [key]: withTextAt(object[key], rest, text) };
}
