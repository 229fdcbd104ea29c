import { bigserial, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../platform/columns.ts';
import { players } from '../auth/tables.ts';

/**
 * A player's favourite games (000 §7 `/favorite/targets`). The game is not a foreign key: the
 * catalogue is a reloadable snapshot, and a favourite of a game taken off the lobby stays until
 * the player removes it (lists leave it out while it is not offered).
 */
export const favoriteGames = pgTable(
  'favorite_games',
  {
    playerUuid: uuid('player_uuid')
      .notNull()
      .references(() => players.uuid, { onDelete: 'cascade' }),
    gameUuid: uuid('game_uuid').notNull(),
    /** Insertion order: the list is most recently added first, even within one millisecond. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerUuid, t.gameUuid] }),
    index('favorite_games_player_seq_idx').on(t.playerUuid, t.seq),
  ],
);

/**
 * Games a logged-in player started (000 §2 `/games/last-played`): one row per game, moved to the
 * front (a new `seq`) each time it starts again, trimmed to RECENT_GAMES_MAX per player.
 */
export const recentGames = pgTable(
  'recent_games',
  {
    playerUuid: uuid('player_uuid')
      .notNull()
      .references(() => players.uuid, { onDelete: 'cascade' }),
    gameUuid: uuid('game_uuid').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    playedAt: at('played_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerUuid, t.gameUuid] }),
    index('recent_games_player_seq_idx').on(t.playerUuid, t.seq),
  ],
);
