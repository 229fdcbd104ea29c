import {
  type BrandPage,
  type BrandPageBody,
  type BrandSettings,
  type BrandSettingsAnswer,
  ErrorCode,
  SCHEMA_MESSAGES,
  StaticPageSlug,
} from '@croupier/contract';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type EventBus, publishAfter } from '../../platform/event-bus.ts';
import { findBrand, findStaticPage, pagesIn, updateBrandConfig, upsertPage } from './repository.ts';
import type { ContentService } from './service.ts';

const notOffered = (field: string, value: string) =>
  new AppError(ErrorCode.validation, `${field}: the brand does not offer ${value}`, {
    fieldErrors: { [field]: SCHEMA_MESSAGES.notOffered },
  });

/**
 * The operators' brand settings and pages (ADR 058). A write reloads this process's brand cache
 * (`content.reload()`), so `GET /brand/config` answers the change at once, and announces itself
 * once committed, so the other servers reload theirs (ADR 067); the pages are read from the
 * database on each call, so an edited page shows on the next visit on any server.
 */
export class BrandAdmin {
  constructor(private readonly d: { db: Db; brandId: string; content: ContentService; bus: EventBus }) {}

  private async stored() {
    const row = await findBrand(this.d.db, this.d.brandId);
    if (!row) throw new Error(`Brand "${this.d.brandId}" is not in the database`);
    return row.config;
  }

  async settings(): Promise<BrandSettingsAnswer> {
    const c = await this.stored();
    return {
      settings: {
        features: c.features,
        registration: c.registration,
        fieldRules: c.fieldRules,
        locales: c.locales,
        defaultLocale: c.defaultLocale,
        defaultCountry: c.defaultCountry,
        defaultCurrency: c.defaultCurrency,
        cashier: c.cashier ?? {},
      },
      countries: c.countries.map((country) => country.code),
      currencies: c.currencies.map((currency) => currency.code),
    };
  }

  /** Replaces the settings; a default country or currency the brand does not offer is refused on its field. */
  async updateSettings(settings: BrandSettings): Promise<BrandSettingsAnswer> {
    const c = await this.stored();
    if (!c.countries.some((country) => country.code === settings.defaultCountry))
      throw notOffered('defaultCountry', settings.defaultCountry);
    if (!c.currencies.some((currency) => currency.code === settings.defaultCurrency))
      throw notOffered('defaultCurrency', settings.defaultCurrency);
    await publishAfter(
      this.d.bus,
      () => updateBrandConfig(this.d.db, this.d.brandId, { ...c, ...settings }),
      'brand-settings.changed',
      { brandId: this.d.brandId, what: 'settings' },
    );
    await this.d.content.reload();
    return this.settings();
  }

  private async locales(): Promise<string[]> {
    return (await this.stored()).locales;
  }

  async pages(): Promise<{ pages: BrandPage[] }> {
    const locales = await this.locales();
    const slugs = StaticPageSlug.options;
    const rows = await pagesIn(this.d.db, this.d.brandId, locales, slugs);
    const byKey = new Map(rows.map((r) => [`${r.locale}/${r.slug}`, r]));
    return {
      pages: locales.flatMap((locale) =>
        slugs.map((slug) => {
          const row = byKey.get(`${locale}/${slug}`);
          return { locale, slug, title: row?.title ?? '', body: row?.body ?? '', stored: !!row };
        }),
      ),
    };
  }

  async page(locale: string, slug: StaticPageSlug): Promise<BrandPage> {
    if (!(await this.locales()).includes(locale)) throw notOffered('locale', locale);
    const row = await findStaticPage(this.d.db, this.d.brandId, locale, slug);
    return { locale, slug, title: row?.title ?? '', body: row?.body ?? '', stored: !!row };
  }

  async setPage(locale: string, slug: StaticPageSlug, body: BrandPageBody): Promise<BrandPage> {
    if (!(await this.locales()).includes(locale)) throw notOffered('locale', locale);
    const write = () =>
      upsertPage(this.d.db, { brandId: this.d.brandId, locale, slug, title: body.title, body: body.body });
    await publishAfter(this.d.bus, write, 'content.changed', {
      brandId: this.d.brandId,
      what: 'page',
      locale,
      slug,
    });
    return this.page(locale, slug);
  }
}
