import {
  type BrandConfig,
  BrandProtection,
  chooseLocale,
  type LiveChatConfig,
  type Localization,
  type StaticPage,
  type StaticPageSlug,
} from '@croupier/contract';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { type EventBus, publishAfter } from '../../platform/event-bus.ts';
import { serialReload } from '../../platform/fresh-copy.ts';
import { type MessageTexts, messageTexts } from '../../platform/message-texts.ts';
import {
  findBrand,
  findStaticPage,
  loadTranslations,
  replaceTextsUnder,
  textsUnder,
  updateBrandLiveChat,
} from './repository.ts';

/**
 * The features this build implements. A brand's switch turns a feature on only when it is here:
 * the web must not advertise a sportsbook, tournaments, loyalty or call-back that do not exist,
 * whatever an existing database says. An issue that builds one sets it true.
 */
export const IMPLEMENTED_FEATURES: BrandConfig['features'] = {
  redeem: true,
  sports: true,
  tournaments: true,
  loyalty: true,
  callback: true,
};

/** Brand settings, translations and static pages; all small and read on every page load. */
export class ContentService {
  private brand: { config: BrandConfig; liveChat: LiveChatConfig } | undefined;
  private bundles = new Map<string, Localization>();
  private messageBundles = new Map<string, MessageTexts>();
  private liveChatListeners: (() => void)[] = [];

  private readonly db: Db;
  private readonly brandId: string;
  private readonly sandboxOrigin: string;
  private readonly bus: EventBus;

  constructor(d: { db: Db; brandId: string; bus: EventBus; sandboxUrl?: string }) {
    this.db = d.db;
    this.brandId = d.brandId;
    this.bus = d.bus;
    this.sandboxOrigin = d.sandboxUrl ? new URL(d.sandboxUrl).origin : '';
  }

  /**
   * Reads the brand's settings again (at start, when they changed on any server, on the safety
   * timer); overlapping reads are serialized, so an older one never replaces a newer one.
   */
  readonly reload: () => Promise<void> = serialReload(() => this.load());

  private async load(): Promise<void> {
    const row = await findBrand(this.db, this.brandId);
    if (!row)
      throw new Error(`Brand "${this.brandId}" is not in the database (BRAND_ID); seed it or set BRAND_ID.`);
    const features = Object.fromEntries(
      Object.entries(IMPLEMENTED_FEATURES).map(([name, built]) => [
        name,
        built && row.config.features[name as keyof BrandConfig['features']] === true,
      ]),
    ) as BrandConfig['features'];
    // A brand's protection settings are checked as they load: a wrong one stops the start, not a player.
    const protection = BrandProtection.safeParse(row.config.protection ?? {});
    if (!protection.success) {
      throw new Error(
        `Brand "${this.brandId}": its protection settings are not valid: ${protection.error.message}`,
      );
    }
    this.brand = { config: { ...row.config, features }, liveChat: row.liveChat };
    this.bundles.clear();
    this.messageBundles.clear();
    this.liveChatChanged();
  }

  /** Whether the brand has been loaded (`reload()`); before, nothing is configured yet. */
  loaded(): boolean {
    return this.brand !== undefined;
  }

  /** Calls `listener` whenever the live-chat settings change in this process (loaded or replaced). */
  onLiveChatChange(listener: () => void): void {
    this.liveChatListeners.push(listener);
  }

  private liveChatChanged(): void {
    for (const listener of this.liveChatListeners) listener();
  }

  brandConfig(): BrandConfig {
    if (!this.brand) throw new Error('ContentService used before reload()');
    return this.brand.config;
  }

  /** The live-chat configuration as the web reads it: `{sandbox}` in a script address is the sandbox's origin. */
  liveChat(): LiveChatConfig {
    const config = this.liveChatSettings();
    return {
      ...config,
      groups: Object.fromEntries(
        Object.entries(config.groups).map(([language, group]) => [
          language,
          group.scriptUrl
            ? { ...group, scriptUrl: group.scriptUrl.replace(/^\{sandbox\}/, this.sandboxOrigin) }
            : group,
        ]),
      ),
    };
  }

  /** The live-chat configuration as stored (the operator's view). */
  liveChatSettings(): LiveChatConfig {
    if (!this.brand) throw new Error('ContentService used before reload()');
    return { ...this.brand.liveChat, hiddenOn: this.brand.liveChat.hiddenOn ?? [] };
  }

  /**
   * Replaces the live-chat configuration; `GET /liveChat/config` answers it at once here, and on the
   * other servers once they have read the announcement (ADR 067).
   */
  async updateLiveChat(config: LiveChatConfig): Promise<LiveChatConfig> {
    if (!this.brand) throw new Error('ContentService used before reload()');
    await publishAfter(
      this.bus,
      () => updateBrandLiveChat(this.db, this.brandId, config),
      'brand-settings.changed',
      { brandId: this.brandId, what: 'live-chat' },
    );
    this.brand = { ...this.brand, liveChat: config };
    this.liveChatChanged();
    return this.liveChatSettings();
  }

  /**
   * The locale choice of 000 §4 among the brand's locales; `country` is the visitor's (a player's
   * own, sent by the web), else the brand's default country, a guest's market (ADR 020).
   */
  private locale(preferred: string | undefined, country?: string): string {
    const brand = this.brandConfig();
    return chooseLocale(
      brand.locales,
      { preferred, country: country ?? brand.defaultCountry },
      brand.defaultLocale,
    );
  }

  async localization(preferred: string | undefined, country?: string): Promise<Localization> {
    const locale = this.locale(preferred, country);
    let bundle = this.bundles.get(locale);
    if (!bundle) {
      bundle = { locale, translations: await loadTranslations(this.db, locale) };
      this.bundles.set(locale, bundle);
    }
    return bundle;
  }

  /** The texts of e-mails and SMS in the locale chosen for `preferred` (a player's language, a page's). */
  async messages(preferred?: string): Promise<MessageTexts> {
    const { locale, translations } = await this.localization(preferred);
    let texts = this.messageBundles.get(locale);
    if (!texts) {
      texts = messageTexts(locale, translations);
      this.messageBundles.set(locale, texts);
    }
    return texts;
  }

  /**
   * Texts other modules keep in the pages' store under a slug prefix of their own (a campaign's
   * `campaign/{uuid}`, `…/terms`, `…/image`, `…/link`), per brand and locale; read and written
   * inside the caller's transaction when given. The brand is the caller's to name: a deposit's
   * observer reads the player's brand's texts, whichever brand this process serves. The public
   * pages call serves only the footer's slugs.
   */
  texts(brandId: string, prefix: string, locales: readonly string[] | null, db: DbOrTx = this.db) {
    return textsUnder(db, brandId, prefix, locales);
  }

  replaceTexts(
    brandId: string,
    prefix: string,
    rows: { locale: string; slug: string; title: string; body: string }[],
    db: DbOrTx = this.db,
  ): Promise<void> {
    return replaceTextsUnder(db, brandId, prefix, rows);
  }

  async staticPage(slug: StaticPageSlug, preferred: string | undefined): Promise<StaticPage> {
    const row =
      (await findStaticPage(this.db, this.brandId, this.locale(preferred), slug)) ??
      (await findStaticPage(this.db, this.brandId, this.brandConfig().defaultLocale, slug));
    if (!row) throw notFound('Page');
    return { slug, title: row.title, body: row.body };
  }
}

/** Whether the brand's settings are in the database (a command seeds the demo when they are not). */
export async function brandStored(db: DbOrTx, brandId: string): Promise<boolean> {
  return (await findBrand(db, brandId)) !== undefined;
}
