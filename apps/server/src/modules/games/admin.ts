import {
  CATALOGUE_MESSAGES,
  type CatalogueCategories,
  type CatalogueGame,
  type CatalogueProvider,
  ErrorCode,
  pageAnswer,
  type UpdateCatalogueGameBody,
  type UpdateCatalogueProviderBody,
} from '@croupier/contract';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { type BusTopics, type EventBus, publishAfter } from '../../platform/event-bus.ts';
import {
  categoriesInUse,
  findGame,
  findProvider,
  type GameListFilter,
  listCategories,
  listGames,
  listProviders,
  replaceCategories,
  unknownCategories,
  updateGame,
  updateProvider,
} from './admin-repository.ts';
import type { CatalogueService } from './service.ts';

/** A refusal on one field of the request, with its message key. */
const refused = (field: string, key: string, message: string) =>
  new AppError(ErrorCode.validation, message, { fieldErrors: { [field]: key } });

/**
 * The operators' catalogue (ADR 057): reads straight from the database (every game, enabled or
 * not), writes that refresh this process's snapshot before they answer, so the lobby served from
 * here shows a change at once, and announce it once committed, so every other server reloads its
 * snapshot too (ADR 067).
 */
export class CatalogueAdmin {
  constructor(private readonly d: { db: Db; catalogue: CatalogueService; bus: EventBus; brandId: string }) {}

  /** Runs a committed write's aftermath: this snapshot now, the other servers' on the announcement. */
  private async changed(write: () => Promise<unknown>, what: BusTopics['catalogue.changed']['what']) {
    await publishAfter(this.d.bus, write, 'catalogue.changed', { brandId: this.d.brandId, what });
    await this.d.catalogue.refresh();
  }

  async games(filter: GameListFilter, page: number, size: number) {
    const { rows, total } = await listGames(this.d.db, filter, page, size);
    return pageAnswer<CatalogueGame>(rows, page, size, total);
  }

  async game(uuid: string): Promise<CatalogueGame> {
    const row = await findGame(this.d.db, uuid);
    if (!row) throw notFound('Game');
    return row;
  }

  async updateGame(uuid: string, body: UpdateCatalogueGameBody): Promise<CatalogueGame> {
    const unknown = await unknownCategories(this.d.db, body.categories);
    if (unknown.length > 0) {
      throw refused(
        'categories',
        CATALOGUE_MESSAGES.unknownCategory,
        `No such category: ${unknown.join(', ')}`,
      );
    }
    await this.changed(async () => {
      if (!(await updateGame(this.d.db, uuid, body))) throw notFound('Game');
    }, 'game');
    return this.game(uuid);
  }

  async providers(name: string | undefined, page: number, size: number) {
    const { rows, total } = await listProviders(this.d.db, name, page, size);
    return pageAnswer<CatalogueProvider>(rows, page, size, total);
  }

  async provider(alias: string): Promise<CatalogueProvider> {
    const row = await findProvider(this.d.db, alias);
    if (!row) throw notFound('Provider');
    return row;
  }

  async updateProvider(alias: string, body: UpdateCatalogueProviderBody): Promise<CatalogueProvider> {
    await this.changed(async () => {
      if (!(await updateProvider(this.d.db, alias, body))) throw notFound('Provider');
    }, 'provider');
    return this.provider(alias);
  }

  async categories() {
    return { categories: await listCategories(this.d.db) };
  }

  /** Replaces the list and its order; refused (on `categories`) while a category left out is on a game. */
  async setCategories(body: CatalogueCategories) {
    const write = () =>
      this.d.db.transaction(async (tx) => {
        const used = await categoriesInUse(
          tx,
          body.categories.map((c) => c.slug),
        );
        if (used.length > 0) {
          throw refused(
            'categories',
            CATALOGUE_MESSAGES.categoryInUse,
            `Games still carry: ${used.join(', ')}`,
          );
        }
        await replaceCategories(tx, body.categories);
      });
    await this.changed(write, 'categories');
    return this.categories();
  }
}
