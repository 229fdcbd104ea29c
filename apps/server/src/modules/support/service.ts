import { randomUUID } from 'node:crypto';
import {
  type BrandConfig,
  CALLBACK_FAIL,
  CALLBACK_OK,
  type CallbackAnswer,
  type CallbackRequest,
  type LiveChatConfig,
} from '@croupier/contract';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { countIntake } from '../../platform/intake.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.ts';
import {
  type CallbackFilter,
  type CallbackRow,
  findCallbackRequest,
  insertCallbackRequest,
  listCallbackRequests,
  pruneCallbackRequests,
  setCallbackStatus,
} from './repository.ts';

/** How often one may ask for a call back (the spec is silent: docs/decisions/028-support.md). */
export interface CallbackLimits {
  perPlayer: RateRule;
  perAddress: RateRule;
}

export const DEFAULT_CALLBACK_LIMITS: CallbackLimits = {
  perPlayer: { limit: 3, windowMs: 60 * 60 * 1000 },
  perAddress: { limit: 10, windowMs: 60 * 60 * 1000 },
};

export interface SupportDeps {
  db: Db;
  /** The intake's cap per minute over everyone and the requests' retention (ADR 028). */
  config: Pick<Config, 'CALLBACK_REQUESTS_PER_MINUTE' | 'CALLBACK_RETENTION_DAYS' | 'CALLBACK_MAX_ROWS'>;
  now: () => number;
  limiter: RateLimiter;
  brand: () => BrandConfig;
  /** The brand this instance serves: its operators see its requests only (ADR 066). */
  brandId: string;
  liveChat: {
    get(): LiveChatConfig;
    update(config: LiveChatConfig): Promise<LiveChatConfig>;
  };
  limits?: CallbackLimits;
}

function toCallbackRequest(row: CallbackRow): CallbackRequest {
  return {
    id: row.id,
    phone: row.phone,
    name: row.name,
    brand: row.brand,
    playerUUID: row.playerUuid,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    note: row.note,
  };
}

/** Call-back requests and the live-chat settings (docs/decisions/028-support.md). */
export class SupportService {
  private readonly limits: CallbackLimits;

  constructor(private readonly d: SupportDeps) {
    this.limits = d.limits ?? DEFAULT_CALLBACK_LIMITS;
  }

  /**
   * Keeps a call-back request (001 §7). `FAIL` when the platform does not take it: the brand named
   * is not this one, or the brand has no call-back. Limited per player and per address, and over
   * everyone together per minute (429).
   */
  async requestCallback(
    form: { phone: string; name: string; brand: string },
    player: string | null,
    ip: string,
  ): Promise<CallbackAnswer> {
    const brand = this.d.brand();
    if (form.brand !== brand.brandId || !brand.features.callback) return CALLBACK_FAIL;
    await this.d.limiter.consume(`callback:ip:${ip}`, this.limits.perAddress);
    if (player) await this.d.limiter.consume(`callback:player:${player}`, this.limits.perPlayer);
    await countIntake(this.d.limiter, 'call-back', this.d.config.CALLBACK_REQUESTS_PER_MINUTE);
    await insertCallbackRequest(this.d.db, {
      id: randomUUID(),
      phone: form.phone,
      name: form.name,
      brand: form.brand,
      playerUuid: player,
      status: 'OPEN',
      createdAt: new Date(this.d.now()),
    });
    return CALLBACK_OK;
  }

  async list(filter: CallbackFilter, page: number, size: number) {
    const { rows, total } = await listCallbackRequests(this.d.db, this.d.brandId, filter, {
      offset: page * size,
      limit: size,
    });
    return {
      content: rows.map(toCallbackRequest),
      page,
      size,
      totalElements: total,
      totalPages: Math.ceil(total / size),
    };
  }

  async get(id: string): Promise<CallbackRequest> {
    const row = await findCallbackRequest(this.d.db, this.d.brandId, id);
    if (!row) throw notFound('Call-back request');
    return toCallbackRequest(row);
  }

  /** Marks it handled; handling a handled one again changes nothing. */
  async handle(id: string, note: string | undefined): Promise<CallbackRequest> {
    const row = await findCallbackRequest(this.d.db, this.d.brandId, id);
    if (!row) throw notFound('Call-back request');
    if (row.status === 'HANDLED') return toCallbackRequest(row);
    const updated = await setCallbackStatus(this.d.db, this.d.brandId, id, {
      status: 'HANDLED',
      handledAt: new Date(this.d.now()),
      note: note ?? null,
    });
    return toCallbackRequest(updated as CallbackRow);
  }

  async reopen(id: string): Promise<CallbackRequest> {
    const row = await findCallbackRequest(this.d.db, this.d.brandId, id);
    if (!row) throw notFound('Call-back request');
    if (row.status === 'OPEN') return toCallbackRequest(row);
    const updated = await setCallbackStatus(this.d.db, this.d.brandId, id, {
      status: 'OPEN',
      handledAt: null,
    });
    return toCallbackRequest(updated as CallbackRow);
  }

  /** Deletes call-back requests past their retention, handled or not (scheduled; ADR 028). */
  prune(): Promise<number> {
    const c = this.d.config;
    return pruneCallbackRequests(
      this.d.db,
      { maxAgeDays: c.CALLBACK_RETENTION_DAYS, maxRows: c.CALLBACK_MAX_ROWS },
      this.d.now(),
    );
  }

  liveChat(): LiveChatConfig {
    return this.d.liveChat.get();
  }

  updateLiveChat(config: LiveChatConfig): Promise<LiveChatConfig> {
    return this.d.liveChat.update(config);
  }
}
