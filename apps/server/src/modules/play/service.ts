import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  GameEngine,
  type GameSession,
  onSite,
  type PlayMode,
  type StartGameQuery,
  signLaunch,
} from '@croupier/contract';
import { AppError } from '../../platform/errors.ts';
import type { CatalogueService, Market } from '../games/index.ts';

/** A launch link is for starting the game now; the studio keeps the session it opens. */
const LAUNCH_TTL_S = 300;

export interface PlayDeps {
  catalogue: CatalogueService;
  studioUrl: string;
  studioSecret: string;
  /** The site players use: exit URLs are made absolute on it. */
  publicUrl: string;
  defaultCurrency: () => string;
  now: () => number;
  /** The player's account country and currency: real play is in that market only. */
  playerMarket: (playerUuid: string) => Promise<Market>;
  /** Opens the real-money session the studio's wallet calls will name (the seamless wallet). */
  openRealSession: (s: {
    id: string;
    playerUuid: string;
    gameUuid: string;
    gameSlug: string;
    currency: string;
  }) => Promise<void>;
}

/** Starts game sessions at the game studio: the launch link the game frame loads (000 §4 Game). */
export class PlayService {
  constructor(private readonly deps: PlayDeps) {}

  private startable(uuid: string) {
    const game = this.deps.catalogue.game(uuid);
    if (!game) throw new AppError(ErrorCode.gameNotFound, 'No such game');
    if (game.dto.restricted) throw new AppError(ErrorCode.gameRestricted, 'This game is not available');
    const engine = GameEngine.safeParse(game.engine);
    if (!engine.success) throw new AppError(ErrorCode.gameNotFound, 'The studio does not offer this game');
    return { ...game, engine: engine.data };
  }

  /** Demo play with the studio's fun money: open to guests, never touches the wallet. */
  async startDemo(uuid: string, query: StartGameQuery): Promise<GameSession> {
    const game = this.startable(uuid);
    if (!game.dto.hasDemoMode)
      throw new AppError(ErrorCode.gameDemoUnavailable, 'This game has no demo mode');
    return this.launch(game, 'demo', randomBytes(18).toString('base64url'), query, query.currency);
  }

  /**
   * Real play (000 §4): the logged-in player's own currency only (another one asked for is 400);
   * the session is stored, so the studio's wallet calls can name it.
   */
  async startReal(playerUuid: string, uuid: string, query: StartGameQuery): Promise<GameSession> {
    const game = this.startable(uuid);
    const { country, currency } = await this.deps.playerMarket(playerUuid);
    // A game blocked in the player's country or not offered in their currency is restricted for them.
    if (!game.offeredIn({ country, currency })) {
      throw new AppError(ErrorCode.gameRestricted, 'This game is not available in your market');
    }
    if (query.currency && query.currency !== currency) {
      throw new AppError(
        ErrorCode.playCurrencyMismatch,
        `Real play is in the account's currency (${currency})`,
      );
    }
    const sid = randomBytes(18).toString('base64url');
    await this.deps.openRealSession({
      id: sid,
      playerUuid,
      gameUuid: uuid,
      gameSlug: game.dto.slug,
      currency,
    });
    return this.launch(game, 'real', sid, query, currency, playerUuid);
  }

  private async launch(
    game: ReturnType<PlayService['startable']>,
    mode: PlayMode,
    sid: string,
    query: StartGameQuery,
    currency: string | undefined,
    /** Real play names the player, so the studio can offer the free rounds granted to them. */
    playerId?: string,
  ): Promise<GameSession> {
    const token = await signLaunch(
      {
        sid,
        game: game.dto.slug,
        title: game.dto.fullGameName,
        provider: game.dto.providerName,
        engine: game.engine,
        mode,
        currency: currency ?? this.deps.defaultCurrency(),
        lang: query.lang,
        // The contract already refuses other origins; this keeps the launch link on the site regardless.
        exitUrl:
          onSite(query.exitUrl ?? '/', this.deps.publicUrl) ?? new URL('/', this.deps.publicUrl).toString(),
        exp: Math.floor(this.deps.now() / 1000) + LAUNCH_TTL_S,
        ...(playerId && { playerId }),
      },
      this.deps.studioSecret,
    );
    return { gameSessionURL: `${this.deps.studioUrl}/studio/launch?token=${encodeURIComponent(token)}` };
  }
}
