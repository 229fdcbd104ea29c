import {
  type CategoryChip,
  type DeviceType,
  Game,
  type GamePage,
  PROVIDER_CACHE_MS,
  type Provider,
  type ProviderList,
} from '@croupier/contract';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../platform/db.ts';
import { serialReload } from '../../platform/fresh-copy.ts';
import { JsonText } from '../../platform/http.ts';
import { gameArtwork, providerArtwork } from './artwork.ts';
import type { Market } from './market.ts';
import { type GameRow, loadCatalogue, type ProviderRow } from './repository.ts';

/** Market and list filters every catalogue call shares. */
export interface GameFilter {
  country?: string | undefined;
  currency?: string | undefined;
  device?: DeviceType | undefined;
  category?: string | undefined;
  /** A game matches when it carries any of these tag keys. */
  tags?: string[] | undefined;
  provider?: string | undefined;
  /** Case- and accent-insensitive substring of the game's name. */
  name?: string | undefined;
}

interface Entry {
  row: GameRow;
  dto: Game;
  /** `dto` as JSON, validated against the contract once at load. */
  json: string;
  /** Folded name for search. */
  folded: string;
  tagKeys: Set<string>;
}

interface Snapshot {
  /** The games the brand offers, in the lobby's default order. */
  entries: Entry[];
  /** Every enabled game's categories, by slug, whichever brand offers it (a stake's wagering weight). */
  categoriesBySlug: Map<string, readonly string[]>;
  providers: ProviderRow[];
  providersByAlias: Map<string, ProviderRow>;
  categories: CategoryChip[];
  bySlug: Map<string, Entry>;
  byUuid: Map<string, Entry>;
}

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export const gameArtworkUrl = (slug: string) => `/api/artwork/games/${slug}.png`;
export const providerArtworkUrl = (alias: string) => `/api/artwork/providers/${alias}.svg`;

function toDto(row: GameRow, provider: ProviderRow | undefined): Game {
  return {
    uuid: row.uuid,
    slug: row.slug,
    fullGameName: row.name,
    providerAlias: row.providerAlias,
    providerName: provider?.name ?? row.providerAlias,
    startGameUrl: `/api/games/${row.uuid}/start`,
    startFunGameUrl: `/api/games/${row.uuid}/start-fun`,
    hasDemoMode: row.hasDemoMode,
    restricted: row.restricted,
    tags: row.tags,
    categories: row.categories,
    imageUrl: gameArtworkUrl(row.slug),
    devices: row.devices as Game['devices'],
  };
}

function matches(e: Entry, f: GameFilter): boolean {
  const r = e.row;
  if (f.country && r.blockedCountries.includes(f.country)) return false;
  if (f.currency && r.currencies.length > 0 && !r.currencies.includes(f.currency)) return false;
  if (f.device && !r.devices.includes(f.device)) return false;
  if (f.category && !r.categories.includes(f.category)) return false;
  if (f.provider && r.providerAlias !== f.provider) return false;
  if (f.tags && f.tags.length > 0 && !f.tags.some((t) => e.tagKeys.has(t))) return false;
  if (f.name && !e.folded.includes(f.name)) return false;
  return true;
}

function paginate<T>(items: T[], page: number, size: number) {
  return {
    content: items.slice(page * size, page * size + size),
    page,
    size,
    totalElements: items.length,
    totalPages: Math.ceil(items.length / size),
  };
}

/** The JSON of a `GamePage`, assembled from each game's pre-serialized text. */
function pageJson(items: Entry[], page: number, size: number): string {
  const p = paginate(items, page, size);
  const content = p.content.map((e) => e.json).join(',');
  return `{"content":[${content}],"page":${p.page},"size":${p.size},"totalElements":${p.totalElements},"totalPages":${p.totalPages}}`;
}

const filterKey = (kind: string, f: GameFilter) =>
  JSON.stringify([kind, f.country, f.currency, f.device, f.category, f.tags, f.provider, f.name]);

/**
 * The catalogue as an in-memory snapshot: the lobby reads it on every visit and it changes rarely,
 * so requests never wait on the database. Each server reloads it when the catalogue changes on any
 * of them (the event bus, ADR 067), and on a slow timer in case a message was lost.
 * It is the brand's part of the catalogue: the games of the studios the brand offers (`brand_studios`,
 * none listed: all; ADR 064). A game outside it is unknown to the brand's lists, search, launches,
 * favourites, tournaments and free spins.
 */
export class CatalogueService {
  private snapshot: Snapshot = {
    entries: [],
    categoriesBySlug: new Map(),
    providers: [],
    providersByAlias: new Map(),
    categories: [],
    bySlug: new Map(),
    byUuid: new Map(),
  };
  private providerCache = new Map<string, { at: number; value: ProviderList }>();
  /** Generated PNGs (about 13 KB each, 6 ms to make): the most recently asked-for ones are kept. */
  private artworkCache = new LRUCache<string, Buffer>({ max: 600 });
  /** Filtered, ordered results and the JSON of pages already served; both cleared on reload. */
  // Bounded (least recently used out), so unusual queries cannot grow memory without limit.
  private results = new LRUCache<string, Entry[]>({ max: 2_000 });
  private pages = new LRUCache<string, JsonText>({ max: 2_000 });

  private readonly db: Db;
  private readonly brandId: string;
  private readonly now: () => number;

  constructor(d: { db: Db; brandId: string; now: () => number }) {
    this.db = d.db;
    this.brandId = d.brandId;
    this.now = d.now;
  }

  /**
   * Reads the snapshot again (at start, when the catalogue changed on any server, on the safety
   * timer); calls that overlap are serialized, so an older read never replaces a newer one.
   */
  readonly reload: () => Promise<void> = serialReload(() => this.load());

  private async load(): Promise<void> {
    const loaded = await loadCatalogue(this.db, this.brandId);
    const { gameRows, categoryRows } = loaded;
    const studios = new Set(loaded.studios);
    const enabledStudios = new Set(loaded.providerRows.map((p) => p.alias));
    const providerRows = loaded.providerRows.filter((p) => studios.size === 0 || studios.has(p.alias));
    const providersByAlias = new Map(providerRows.map((p) => [p.alias, p]));
    // Featured games first (ADR 057), then the most popular, then by name: the lobby's default order.
    const entries = gameRows
      .filter((g) => providersByAlias.has(g.providerAlias))
      .sort(
        (a, b) =>
          Number(b.featured) - Number(a.featured) ||
          b.popularity - a.popularity ||
          a.name.localeCompare(b.name),
      )
      .map((row) => {
        // Validated here once, so each request can send the stored JSON without checking it again.
        const dto = Game.parse(toDto(row, providersByAlias.get(row.providerAlias)));
        return {
          row,
          dto,
          json: JSON.stringify(dto),
          folded: fold(row.name),
          tagKeys: new Set(row.tags.map((t) => t.key)),
        };
      });
    this.snapshot = {
      entries,
      categoriesBySlug: new Map(
        gameRows.filter((g) => enabledStudios.has(g.providerAlias)).map((g) => [g.slug, g.categories]),
      ),
      providers: providerRows,
      providersByAlias,
      categories: categoryRows.map((c) => ({ slug: c.slug, categoryKey: c.categoryKey })),
      bySlug: new Map(entries.map((e) => [e.row.slug, e])),
      byUuid: new Map(entries.map((e) => [e.row.uuid, e])),
    };
    this.artworkCache.clear();
    this.results.clear();
    this.pages.clear();
    // The provider list keeps its own 180 s life (PROVIDER_CACHE_MS) across reloads.
  }

  /**
   * After an operator's change (ADR 057): the snapshot reloads now and the provider lists are
   * counted again, so this process's lobby shows the change at once. Other servers follow on the
   * change's announcement (ADR 067).
   */
  async refresh(): Promise<void> {
    await this.reload();
    this.providerCache.clear();
  }

  /** The snapshot answers are built from: a new value whenever it is replaced (kept answers go stale). */
  get generation(): object {
    return this.snapshot;
  }

  get size(): number {
    return this.snapshot.entries.length;
  }

  categories(): CategoryChip[] {
    return this.snapshot.categories;
  }

  /** Name search: names that start with the text come first, then the rest, each by popularity. */
  search(filter: GameFilter & { name: string }, page: number, size: number): GamePage {
    const p = paginate(this.searchResults(filter), page, size);
    return { ...p, content: p.content.map((e) => e.dto) };
  }

  list(filter: GameFilter, page: number, size: number): GamePage {
    const p = paginate(this.listResults(filter), page, size);
    return { ...p, content: p.content.map((e) => e.dto) };
  }

  /** `search` as JSON text, for the HTTP route: the same page, served from cache when seen before. */
  searchJson(filter: GameFilter & { name: string }, page: number, size: number): JsonText {
    return this.cachedPage(filterKey('search', filter), page, size, () => this.searchResults(filter));
  }

  /** `list` as JSON text, for the HTTP route. */
  listJson(filter: GameFilter, page: number, size: number): JsonText {
    return this.cachedPage(filterKey('list', filter), page, size, () => this.listResults(filter));
  }

  private cachedPage(key: string, page: number, size: number, results: () => Entry[]): JsonText {
    const pageKey = `${key}#${page}#${size}`;
    let json = this.pages.get(pageKey);
    if (json === undefined) {
      json = new JsonText(pageJson(results(), page, size));
      this.pages.set(pageKey, json);
    }
    return json;
  }

  private searchResults(filter: GameFilter & { name: string }): Entry[] {
    const key = filterKey('search', filter);
    let found = this.results.get(key);
    if (!found) {
      const needle = fold(filter.name.trim());
      const all = this.snapshot.entries.filter((e) => matches(e, { ...filter, name: needle }));
      found = [
        ...all.filter((e) => e.folded.startsWith(needle)),
        ...all.filter((e) => !e.folded.startsWith(needle)),
      ];
      this.results.set(key, found);
    }
    return found;
  }

  private listResults(filter: GameFilter): Entry[] {
    const key = filterKey('list', filter);
    let found = this.results.get(key);
    if (!found) {
      const f = filter.name ? { ...filter, name: fold(filter.name.trim()) } : filter;
      found = this.snapshot.entries.filter((e) => matches(e, f));
      this.results.set(key, found);
    }
    return found;
  }

  /**
   * Providers that have at least one game for the market, each with its game count. Results are kept
   * 180 s (PROVIDER_CACHE_MS), as the spec caches the provider list.
   */
  providers(
    filter: Pick<GameFilter, 'country' | 'currency' | 'device'> & { keyword?: string | undefined },
    page: number,
    size: number,
  ): ProviderList {
    const key = JSON.stringify([filter.country, filter.currency, filter.device, filter.keyword, page, size]);
    const cached = this.providerCache.get(key);
    const now = this.now();
    if (cached && now - cached.at < PROVIDER_CACHE_MS) return cached.value;

    const counts = new Map<string, number>();
    for (const e of this.snapshot.entries) {
      if (matches(e, filter)) counts.set(e.row.providerAlias, (counts.get(e.row.providerAlias) ?? 0) + 1);
    }
    const keyword = filter.keyword ? fold(filter.keyword.trim()) : undefined;
    const all: Provider[] = this.snapshot.providers
      .filter((p) => (counts.get(p.alias) ?? 0) > 0)
      .filter((p) => !keyword || fold(p.name).includes(keyword) || p.alias.includes(keyword))
      .map((p) => ({
        providerAlias: p.alias,
        providerName: p.name,
        gamesCount: counts.get(p.alias) ?? 0,
        imageUrl: providerArtworkUrl(p.alias),
      }));
    const value: ProviderList = {
      content: all.slice(page * size, page * size + size),
      count: all.length,
      page,
      size,
    };
    if (this.providerCache.size > 1000) this.providerCache.clear();
    this.providerCache.set(key, { at: now, value });
    return value;
  }

  gameArtwork(slug: string): Buffer | undefined {
    const e = this.snapshot.bySlug.get(slug);
    if (!e) return undefined;
    let png = this.artworkCache.get(slug);
    if (!png) {
      png = gameArtwork(e.row.name, e.row.palette);
      this.artworkCache.set(slug, png);
    }
    return png;
  }

  /** A game by slug, as the catalogue lists it; undefined for an unknown game. */
  gameBySlug(slug: string): Game | undefined {
    return this.snapshot.bySlug.get(slug)?.dto;
  }

  /**
   * The catalogue categories of a game by slug (slots, table-games …); undefined for an unknown game.
   * Any enabled game's, offered by this brand or not: the wallet weighs the stakes of every brand's
   * players, whichever brand's process takes the studio's calls.
   */
  categoriesOf(slug: string): readonly string[] | undefined {
    return this.snapshot.categoriesBySlug.get(slug);
  }

  /** A game by its uuid, with what starting it needs (engine, flags, names, where it is offered). */
  game(uuid: string): { dto: Game; engine: string; offeredIn: (market: Market) => boolean } | undefined {
    const e = this.snapshot.byUuid.get(uuid);
    return (
      e && {
        dto: e.dto,
        engine: e.row.engine,
        offeredIn: (m: Market) => matches(e, { country: m.country, currency: m.currency }),
      }
    );
  }

  /** Every provider with at least one game in the catalogue, by alias (the sitemap lists their pages). */
  providerAliases(): string[] {
    const withGames = new Set(this.snapshot.entries.map((e) => e.row.providerAlias));
    return this.snapshot.providers.map((p) => p.alias).filter((alias) => withGames.has(alias));
  }

  providerArtwork(alias: string): string | undefined {
    const p = this.snapshot.providersByAlias.get(alias);
    return p && providerArtwork(p.name, p.palette);
  }
}
