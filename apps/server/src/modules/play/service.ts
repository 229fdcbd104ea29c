import { randomBytes } from 'node:crypto';
import { ErrorCode, GameEngine, type GameSession, type StartGameQuery, signLaunch } from '@croupier/contract';
import { AppError } from '../../platform/errors.ts';
import type { CatalogueService } from '../games/service.ts';

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
}

/** Starts game sessions at the game studio: the launch link the game frame loads (000 §4 Game). */
export class PlayService {
  constructor(private readonly deps: PlayDeps) {}

  private startable(uuid: string) {
    const game = this.deps.catalogue.game(uuid);
    if (!game) throw new AppError(404, ErrorCode.gameNotFound, 'No such game');
    if (game.dto.restricted) throw new AppError(403, ErrorCode.gameRestricted, 'This game is not available');
    const engine = GameEngine.safeParse(game.engine);
    if (!engine.success)
      throw new AppError(404, ErrorCode.gameNotFound, 'The studio does not offer this game');
    return { ...game, engine: engine.data };
  }

  /** Demo play with the studio's fun money: open to guests, never touches the wallet. */
  async startDemo(uuid: string, query: StartGameQuery): Promise<GameSession> {
    const game = this.startable(uuid);
    if (!game.dto.hasDemoMode)
      throw new AppError(400, ErrorCode.gameDemoUnavailable, 'This game has no demo mode');
    const token = await signLaunch(
      {
        sid: randomBytes(18).toString('base64url'),
        game: game.dto.slug,
        title: game.dto.fullGameName,
        provider: game.dto.providerName,
        engine: game.engine,
        mode: 'demo',
        currency: query.currency ?? this.deps.defaultCurrency(),
        lang: query.lang,
        exitUrl: new URL(query.exitUrl ?? '/', this.deps.publicUrl).toString(),
        exp: Math.floor(this.deps.now() / 1000) + LAUNCH_TTL_S,
      },
      this.deps.studioSecret,
    );
    return { gameSessionURL: `${this.deps.studioUrl}/studio/launch?token=${encodeURIComponent(token)}` };
  }
}
