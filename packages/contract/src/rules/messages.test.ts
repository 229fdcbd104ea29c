import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AdditionalFields,
  AffiliateParams,
  BrandId,
  Email,
  OneTimeCode,
  Phone,
  PhoneCode,
  Username,
} from '../auth.ts';
import { BetActivityQuery } from '../bets.ts';
import { withOfferedLocale } from '../brand-operator.ts';
import { FavoriteTargetParams } from '../favorites.ts';
import { GamesListQuery } from '../games.ts';
import { PlayerUuid } from '../http.ts';
import * as contract from '../index.ts';
import { CountryCode, CurrencyCode, LocaleCode } from '../paging.ts';
import { BankAccountBody, CancelParams, HistoryQuery, IdempotencyKey, VoucherCode } from '../payments.ts';
import { ExitUrl } from '../play.ts';
import { SubscriptionBody, UpdateProfileBody } from '../profile.ts';
import { SuspendBody } from '../protection.ts';
import { BrandProtection } from '../protection-brand.ts';
import { DailyReportQuery, TopGamesQuery } from '../reports.ts';
import { BetRequest } from '../seamless-wallet.ts';
import { FIELD_REQUIRED_MESSAGE } from './fields.ts';
import { ISSUE_MESSAGES, issueMessageKey, MESSAGE_VARIABLES, SCHEMA_MESSAGES } from './messages.ts';
import { Line } from './text.ts';

const SRC = join(import.meta.dirname, '..');
const LOCALES = join(SRC, '..', 'locales');
const locales = readdirSync(LOCALES)
  .filter((name) => name.endsWith('.json'))
  .map(
    (name) =>
      [name, JSON.parse(readFileSync(join(LOCALES, name), 'utf8')) as Record<string, string>] as const,
  );

/** Every key the contract's rules and schemas can emit: each exported `*_MESSAGES` and `*_MESSAGE`. */
const exported = Object.entries(contract).filter(([name]) => /_MESSAGES?$/.test(name));
const emitted = [
  ...new Set(
    exported.flatMap(([, value]) => (typeof value === 'string' ? [value] : Object.values(value as object))),
  ),
] as string[];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('message keys of the contract', () => {
  it('collects every *_MESSAGES constant the contract declares', () => {
    const declared = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/export const (\w+_MESSAGES?)\b/g)].map((m) => m[1]),
    );
    expect(declared.length).toBeGreaterThan(5);
    expect(exported.map(([name]) => name).sort()).toEqual([...new Set(declared)].sort());
    expect(emitted).toContain(SCHEMA_MESSAGES.dateRange);
  });

  it('has a locale file to check, English among them', () => {
    expect(locales.map(([name]) => name)).toContain('en.json');
  });

  it.each(locales)('%s has a text for every key', (_name, bundle) => {
    expect(emitted.filter((key) => !bundle[key]?.trim())).toEqual([]);
  });

  it.each(locales)('%s names only the figures the i18n is given', (_name, bundle) => {
    const unknown = emitted.flatMap((key) =>
      [...(bundle[key] ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
        .map((m) => m[1] as string)
        .filter((variable) => !(variable in MESSAGE_VARIABLES))
        .map((variable) => `${key}: ${variable}`),
    );
    expect(unknown).toEqual([]);
  });

  it('every key is a key, not a sentence', () => {
    expect(emitted.filter((key) => !contract.isMessageKey(key))).toEqual([]);
  });

  it('no schema passes a sentence as its message', () => {
    // Words with a space between them: 'must be a date', never a key or ' '.
    const sentence = /['"`][^'"`\n]*\w\s+\w[^'"`\n]*['"`]/.source;
    const asMessage = new RegExp(`\\b(?:message|error)\\s*:\\s*${sentence}|,\\s*${sentence}\\s*[)}]`, 'g');
    const asOnlyArgument = new RegExp(
      `\\.(?:uuid|date|email|url|literal|enum)\\(\\s*${sentence}\\s*\\)`,
      'g',
    );
    const found = sourceFiles(SRC).flatMap((file) => {
      const text = withoutComments(readFileSync(file, 'utf8'));
      return [...text.matchAll(asMessage), ...text.matchAll(asOnlyArgument)].map(
        (m) => `${file.slice(SRC.length)}: ${m[0]}`,
      );
    });
    expect(found).toEqual([]);
  });
});

const UUID = '7a1f4a52-3f7b-4c59-9b7e-0d4b6a3c9e11';

describe('schemas fail with their keys', () => {
  const cases: [string, z.ZodType, unknown, string][] = [
    ['brand id', BrandId, 'Brand!', SCHEMA_MESSAGES.brandId],
    [
      'a brand list naming a value twice',
      BrandProtection,
      { limitPeriods: ['DAY', 'DAY'] },
      SCHEMA_MESSAGES.distinctValues,
    ],
    [
      "a brand's default language that is not among its languages",
      withOfferedLocale(z.object({ locales: z.array(z.string()), defaultLocale: z.string() })),
      { locales: ['en'], defaultLocale: 'de' },
      SCHEMA_MESSAGES.notOffered,
    ],
    ['e-mail', Email, 'ann', SCHEMA_MESSAGES.email],
    ['phone', Phone, 'call me', SCHEMA_MESSAGES.phone],
    ['phone code', PhoneCode, '+12345', SCHEMA_MESSAGES.phoneCode],
    ['username', Username, 'a', SCHEMA_MESSAGES.username],
    ['one-time code', OneTimeCode, '12ab', SCHEMA_MESSAGES.oneTimeCode],
    [
      'agreement',
      AdditionalFields,
      { tcAgreement: false, userAge: true, userAgreement: true },
      SCHEMA_MESSAGES.mustAccept,
    ],
    [
      'affiliate parameters',
      AffiliateParams,
      Object.fromEntries(
        Array.from({ length: MESSAGE_VARIABLES.affiliateParamsMax + 1 }, (_, i) => [`p${i}`, 'x']),
      ),
      SCHEMA_MESSAGES.affiliateParams,
    ],
    ['language', UpdateProfileBody, { languageCode: 'english' }, SCHEMA_MESSAGES.language],
    ['locale', LocaleCode, 'english', SCHEMA_MESSAGES.locale],
    ['country', CountryCode, 'USA', SCHEMA_MESSAGES.countryCode],
    ['currency', CurrencyCode, 'US', SCHEMA_MESSAGES.currencyCode],
    ['date', HistoryQuery, { dateFrom: '2026-13-01' }, SCHEMA_MESSAGES.date],
    ['date range', HistoryQuery, { dateFrom: '2026-02-01', dateTo: '2026-01-01' }, SCHEMA_MESSAGES.dateRange],
    [
      'bet date range',
      BetActivityQuery,
      { dateFrom: '2026-02-01', dateTo: '2026-01-01' },
      SCHEMA_MESSAGES.dateRange,
    ],
    ['player uuid', PlayerUuid, 'me', SCHEMA_MESSAGES.playerUuid],
    ['game uuid', FavoriteTargetParams, { uuid: UUID, id: 'game' }, SCHEMA_MESSAGES.gameUuid],
    ['slug', GamesListQuery, { category: 'Slots!' }, SCHEMA_MESSAGES.slug],
    ['tag keys', GamesListQuery, { tags: 'a, b' }, SCHEMA_MESSAGES.tagKeys],
    ['exit url', ExitUrl, 'https://evil.example', SCHEMA_MESSAGES.exitUrl],
    ['payment id', CancelParams, { uuid: UUID, id: 'payment' }, SCHEMA_MESSAGES.paymentId],
    ['idempotency key', IdempotencyKey, 'a key', SCHEMA_MESSAGES.idempotencyKey],
    ['seamless id', BetRequest, { transactionId: 'a b' }, SCHEMA_MESSAGES.seamlessId],
    ['voucher length', VoucherCode, 'abc', SCHEMA_MESSAGES.voucherLength],
    ['voucher characters', VoucherCode, 'abcd-efgh-ijkl-m', SCHEMA_MESSAGES.voucherCharacters],
    ['account number', BankAccountBody.shape.accountNumber, '12', SCHEMA_MESSAGES.accountNumber],
    [
      'self-restriction days',
      SuspendBody,
      { durationUnit: 'Days', durationAmount: 31 },
      SCHEMA_MESSAGES.selfRestrictionDays,
    ],
    ['self-restriction unit', SuspendBody, { durationUnit: 'Weeks' }, FIELD_REQUIRED_MESSAGE],
    ['bank name', BankAccountBody.shape.bankName, 'x', FIELD_REQUIRED_MESSAGE],
    ['preferences', SubscriptionBody, {}, SCHEMA_MESSAGES.noPreference],
    ['report range', DailyReportQuery, { from: '2026-11-02', to: '2026-11-01' }, SCHEMA_MESSAGES.reportRange],
    [
      'report span',
      TopGamesQuery,
      { from: '2025-01-01', to: '2026-01-02', currency: 'USD' },
      SCHEMA_MESSAGES.reportSpan,
    ],
  ];

  it.each(cases)('%s', (_name, schema, value, key) => {
    const result = schema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(key);
  });

  it('covers every schema message', () => {
    const covered = new Set(cases.map(([, , , key]) => key));
    expect(Object.values(SCHEMA_MESSAGES).filter((key) => !covered.has(key))).toEqual([]);
  });
});

describe("zod's default messages as keys", () => {
  const keyOf = (schema: z.ZodType, value: unknown) =>
    schema.safeParse(value, { error: issueMessageKey }).error?.issues.map((issue) => issue.message);

  it.each([
    ['a text too long', Line().max(3), 'abcd', ISSUE_MESSAGES.tooLong],
    ['a text too short', Line().min(3), 'ab', ISSUE_MESSAGES.tooShort],
    ['an empty text that must have one character', Line().trim().min(1), ' ', ISSUE_MESSAGES.required],
    ['a number too large', z.number().max(5), 6, ISSUE_MESSAGES.tooLarge],
    ['a number too small', z.number().min(5), 4, ISSUE_MESSAGES.tooSmall],
    ['a missing field', z.object({ name: z.string() }), {}, ISSUE_MESSAGES.required],
    ['a value of the wrong type', z.object({ name: z.string() }), { name: 1 }, ISSUE_MESSAGES.invalid],
    ['an unknown option', z.enum(['a', 'b']), 'c', ISSUE_MESSAGES.invalid],
    ['too many items', z.array(z.string()).max(1), ['a', 'b'], ISSUE_MESSAGES.invalid],
  ])('%s', (_name, schema, value, key) => {
    expect(keyOf(schema, value)).toEqual([key]);
  });

  it("keeps a schema's own key", () => {
    expect(keyOf(Email, 'ann')).toEqual([SCHEMA_MESSAGES.email]);
  });

  it('maps an issue already made, as a validation error carries it', () => {
    const [issue] = Line().max(3).safeParse('abcd').error?.issues ?? [];
    expect(issue?.message).not.toBe(ISSUE_MESSAGES.tooLong);
    expect(issueMessageKey({ ...issue, code: issue?.code })).toBe(ISSUE_MESSAGES.tooLong);
    expect(issueMessageKey({ code: 'custom', message: 'error.profile.duplicated' })).toBe(
      'error.profile.duplicated',
    );
    expect(issueMessageKey({ code: 'custom', message: 'Something in English' })).toBe(ISSUE_MESSAGES.invalid);
  });
});
