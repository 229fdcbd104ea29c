import { BrandConfig, ErrorCode, endpoints, StaticPage } from '@croupier/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, OPERATOR_TOKEN, unchecked } from '../../../test/api.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { newOperator, type TestOperator } from '../../../test/operators.ts';

// The operators' brand settings and pages (ADR 058): roles, validation on the field, the audit row,
// and what players read right after a write.

let t: TestContext;
let marketing: TestOperator;
let admin: TestOperator;
beforeAll(async () => {
  t = await buildTestApp({ env: { OPERATOR_TOKEN } });
  [marketing, admin] = await Promise.all([newOperator(t, ['marketing']), newOperator(t, ['admin'])]);
});
afterAll(() => t?.close());

const as = (o: TestOperator) => api(t).console(o.session);
const brandConfig = async () => BrandConfig.parse((await api(t).call(endpoints.brandConfig)).json());

describe('brand settings', () => {
  it('reads what /brand/config is built from, with the countries and currencies to choose from', async () => {
    const answer = await as(marketing).ok(endpoints.getBrandSettings);
    const config = await brandConfig();
    expect(answer.settings.defaultCountry).toBe(config.defaultCountry);
    expect(answer.settings.locales).toEqual(config.locales);
    expect(answer.countries).toEqual(config.countries.map((c) => c.code));
    expect(answer.currencies).toEqual(config.currencies.map((c) => c.code));
  });

  it('is changed by the admin and players read it at once; the audit keeps before and after', async () => {
    const { settings, currencies } = await as(admin).ok(endpoints.getBrandSettings);
    const currency = currencies.find((c) => c !== settings.defaultCurrency)!;
    const changed = {
      ...settings,
      defaultCurrency: currency,
      features: { ...settings.features, redeem: false },
      registration: { ...settings.registration, oneTimeCode: !settings.registration.oneTimeCode },
    };
    await as(admin).ok(endpoints.updateBrandSettings, { body: changed });
    const config = await brandConfig();
    expect(config.defaultCurrency).toBe(currency);
    expect(config.features.redeem).toBe(false);
    expect(config.registration.oneTimeCode).toBe(changed.registration.oneTimeCode);
    // What the operator does not manage stays.
    expect(config.theme).toBeDefined();
    expect(config.thirdPartyOrigins.length).toBeGreaterThan(0);

    const audit = await api(t)
      .operator()
      .ok(endpoints.operatorAuditLog, { query: { event: 'updateBrandSettings' } });
    expect(audit.content[0]).toMatchObject({
      status: 200,
      before: { settings: { defaultCurrency: settings.defaultCurrency } },
      after: { settings: { defaultCurrency: currency } },
    });
    await as(admin).ok(endpoints.updateBrandSettings, { body: settings });
  });

  it('refuses marketing, and a default the brand does not offer, on its field', async () => {
    const { settings } = await as(admin).ok(endpoints.getBrandSettings);
    expect(await as(marketing).fails(endpoints.updateBrandSettings, { body: settings })).toMatchObject({
      status: 403,
      error: ErrorCode.operatorRole,
    });
    const country = await as(admin).fails(endpoints.updateBrandSettings, {
      body: { ...settings, defaultCountry: 'ZZ' },
    });
    expect(country).toMatchObject({
      status: 400,
      fieldErrors: { defaultCountry: 'fields.errors.not-offered' },
    });
    const locale = await as(admin).fails(endpoints.updateBrandSettings, {
      body: { ...settings, defaultLocale: 'xx' },
    });
    expect(locale).toMatchObject({
      status: 400,
      fieldErrors: { defaultLocale: 'fields.errors.not-offered' },
    });
    const rule = await as(admin).fails(endpoints.updateBrandSettings, {
      body: unchecked({ ...settings, fieldRules: { email: [{ type: 'max', value: 'ten' }] } }),
    });
    expect(rule.status).toBe(400);
    expect(Object.keys(rule.fieldErrors ?? {})[0]).toMatch(/^fieldRules\.email\.0/);
    expect((await as(admin).ok(endpoints.getBrandSettings)).settings).toEqual(settings);
  });
});

describe('static pages', () => {
  it('lists every page in every locale, and an edit shows on /pages/{slug} at once', async () => {
    const { pages } = await as(marketing).ok(endpoints.listBrandPages);
    const { locales } = await brandConfig();
    expect(pages).toHaveLength(locales.length * 3);
    const params = { locale: 'en', slug: 'general-terms-conditions' as const };
    const body = { title: 'Terms of play', body: 'Be kind.\nPlay within your means.' };
    const saved = await as(marketing).ok(endpoints.setBrandPage, { params, body });
    expect(saved).toMatchObject({ ...body, stored: true });
    const served = StaticPage.parse(
      (await api(t).call(endpoints.staticPage, { params: { slug: params.slug } })).json(),
    );
    expect(served).toMatchObject(body);
    const audit = await api(t)
      .operator()
      .ok(endpoints.operatorAuditLog, { query: { event: 'setBrandPage' } });
    expect(audit.content[0]).toMatchObject({ status: 200, after: { title: 'Terms of play' } });
  });

  it('refuses read-only, an empty title, and a locale the brand does not have', async () => {
    const readOnly = await newOperator(t, ['read-only']);
    const body = { title: 'Privacy', body: 'Text' };
    const params = { locale: 'en', slug: 'privacy-policy' as const };
    expect(await as(readOnly).fails(endpoints.setBrandPage, { params, body })).toMatchObject({
      status: 403,
      error: ErrorCode.operatorRole,
    });
    const empty = await as(marketing).fails(endpoints.setBrandPage, {
      params,
      body: { ...body, title: ' ' },
    });
    expect(empty).toMatchObject({ status: 400, fieldErrors: { title: 'auth.errors.field-required' } });
    const locale = await as(marketing).fails(endpoints.setBrandPage, {
      params: { ...params, locale: 'xx' },
      body,
    });
    expect(locale).toMatchObject({ status: 400, fieldErrors: { locale: 'fields.errors.not-offered' } });
    expect(
      await as(marketing).status(endpoints.setBrandPage, { params: { ...params, slug: 'secret' }, body }),
    ).toBe(400);
  });
});
