import { ErrorCode, FAVORITE_GAMES_MAX, type Game, RECENT_GAMES_MAX } from '@croupier/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { CatalogueService } from '../games/index.ts';
import { deleteFavorite, favoriteIds, insertFavorite, recentGameIds, touchRecentGame } from './repository.ts';

export interface FavoritesDeps {
  db: Db;
  catalogue: CatalogueService;
  now: () => number;
  log: FastifyBaseLogger;
}

/**
 * Favourite and recently played games (000 §7 Games). Callers have already checked that the
 * player is the token's (GUIDE §4 Access); game ids are matched against the catalogue.
 */
export class FavoritesService {
  constructor(private readonly d: FavoritesDeps) {}

  favoriteIds(playerUuid: string): Promise<string[]> {
    return favoriteIds(this.d.db, playerUuid);
  }

  /** Idempotent: a game already favourite keeps its place. Unknown game → 404; full list → 409. */
  async addFavorite(playerUuid: string, gameId: string): Promise<string[]> {
    const gameUuid = gameId.toLowerCase();
    if (!this.d.catalogue.game(gameUuid)) throw gameNotFound();
    const ids = await favoriteIds(this.d.db, playerUuid);
    if (ids.includes(gameUuid)) return ids;
    if (ids.length >= FAVORITE_GAMES_MAX) {
      throw new AppError(
        ErrorCode.favoriteLimitReached,
        `A player keeps at most ${FAVORITE_GAMES_MAX} favourite games`,
      );
    }
    await insertFavorite(this.d.db, playerUuid, gameUuid, new Date(this.d.now()));
    return favoriteIds(this.d.db, playerUuid);
  }

  /**
   * Idempotent: removing a game that is not a favourite changes nothing. A game id that is neither
   * in the catalogue nor a favourite is 404, so a typo is not taken for success. A favourite of a
   * game taken off the lobby can still be removed.
   */
  async removeFavorite(playerUuid: string, gameId: string): Promise<string[]> {
    const gameUuid = gameId.toLowerCase();
    const ids = await favoriteIds(this.d.db, playerUuid);
    if (!ids.includes(gameUuid)) {
      if (!this.d.catalogue.game(gameUuid)) throw gameNotFound();
      return ids;
    }
    await deleteFavorite(this.d.db, playerUuid, gameUuid);
    return ids.filter((id) => id !== gameUuid);
  }

  async favoriteGames(playerUuid: string): Promise<Game[]> {
    return this.offered(await favoriteIds(this.d.db, playerUuid));
  }

  async recentGames(playerUuid: string): Promise<Game[]> {
    return this.offered(await recentGameIds(this.d.db, playerUuid, RECENT_GAMES_MAX));
  }

  /**
   * Records that a logged-in player started a game (play module). Never fails the start: a
   * failure to record is logged and the game plays on.
   */
  async recordRecentGame(playerUuid: string, gameUuid: string): Promise<void> {
    try {
      await touchRecentGame(
        this.d.db,
        playerUuid,
        gameUuid.toLowerCase(),
        new Date(this.d.now()),
        RECENT_GAMES_MAX,
      );
    } catch (err) {
      this.d.log.error({ err: (err as Error).message }, 'Recent game not recorded');
    }
  }

  /** The catalogue's games for these ids, in their order; games no longer offered are left out. */
  private offered(ids: string[]): Game[] {
    return ids.flatMap((id) => {
      const game = this.d.catalogue.game(id);
      return game ? [game.dto] : [];
    });
  }
}

const gameNotFound = () => new AppError(ErrorCode.gameNotFound, 'No such game');
