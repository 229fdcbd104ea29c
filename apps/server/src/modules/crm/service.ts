import type { PopupBody as PopupSchema } from '@croupier/contract';
import {
  type ContentCard,
  DEFAULT_BUTTON_SIZE,
  DEFAULT_BUTTON_TYPE,
  ErrorCode,
  type Inbox,
  type PlayerMessage,
  type PopupEventName,
  type PopupStatus,
  type WebPopup,
} from '@croupier/contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { type BusTopics, type EventBus, publishAfter } from '../../platform/event-bus.ts';
import * as repo from './repository.ts';
import {
  CARD_ORDER,
  type CardIn,
  cardRow,
  type MessageIn,
  messageRow,
  operatorCard,
  operatorMessage,
  operatorPopup,
  type PopupIn,
  popupRow,
  toCard,
} from './rows.ts';
import { inSchedule, matches, SEGMENT_DAYS, type Viewer } from './targeting.ts';
import { versionFor } from './translations.ts';

export interface CrmDeps {
  db: Db;
  /** The brand this process serves: its players and guests see its records, its operators manage them. */
  brandId: string;
  now: () => number;
  /** Where an operator's change is announced once committed (ADR 067). */
  bus: EventBus;
  /** A player's country and language (profile), for targeting. */
  playerMarket: (uuid: string) => Promise<{ country: string; language: string } | undefined>;
  /** Whether a player completed a deposit since then (segment "deposited in the last 7 days"). */
  depositedSince: (uuid: string, since: Date) => Promise<boolean>;
  /** Whether a player is on a time-out or self-excluded: no marketing reaches them then (protection). */
  suppressed: (uuid: string) => Promise<boolean>;
}

const notFound = (what: string) => new AppError(ErrorCode.notFound, `${what} not found`);

/**
 * CRM messages (ADR 029): web popups (001 §3, §4, §7), content cards (001 §3), instant messages and
 * on-site notifications (000 §2), each targeted, scheduled and capped; events recorded once. Each
 * record is a brand's: this process reads and writes the brand it serves (ADR 064).
 */
export class CrmService {
  constructor(private readonly d: CrmDeps) {}

  /** Runs an operator's write, then announces it once committed (a failed one announces nothing). */
  private announce<R extends { id: string }>(
    what: BusTopics['crm.changed']['what'],
    write: () => Promise<R>,
  ): Promise<R> {
    return publishAfter(this.d.bus, write, 'crm.changed', (r) => ({
      brandId: this.d.brandId,
      what,
      id: r.id,
    }));
  }

  /** The viewer's country and language: a player's from the profile, a guest's from the query. */
  async viewer(
    player: string | null,
    q: { anonymousId?: string; country?: string; language?: string },
  ): Promise<Viewer> {
    const market = player ? await this.d.playerMarket(player) : undefined;
    return {
      player,
      anonymousId: q.anonymousId?.toLowerCase() ?? null,
      country: market?.country ?? q.country ?? null,
      language: market?.language ?? q.language ?? null,
    };
  }

  private deposited() {
    const since = new Date(this.d.now() - SEGMENT_DAYS * 24 * 3600 * 1000);
    const cache = new Map<string, Promise<boolean>>();
    return (player: string) => {
      let answer = cache.get(player);
      if (!answer) {
        answer = this.d.depositedSince(player, since);
        cache.set(player, answer);
      }
      return answer;
    };
  }

  private async visible<
    T extends {
      targeting: z.output<typeof PopupSchema>['targeting'];
      startsAt: Date | null;
      endsAt: Date | null;
      enabled: boolean;
    },
  >(rows: T[], viewer: Viewer): Promise<T[]> {
    if (rows.length > 0 && viewer.player && (await this.d.suppressed(viewer.player))) return [];
    const now = this.d.now();
    const deposited = this.deposited();
    const out: T[] = [];
    for (const row of rows) {
      if (inSchedule(row, now) && (await matches(row.targeting, viewer, deposited))) out.push(row);
    }
    return out;
  }

  // ── popups ────────────────────────────────────────────────────────────────

  /** 001 §7 `GET /edgePopups`: targeted, scheduled, under the cap, not clicked or dismissed. */
  async edgePopups(viewer: Viewer): Promise<WebPopup[]> {
    const key = viewerKey(viewer);
    const [rows, types, states] = await Promise.all([
      repo.listPopups(this.d.db, this.d.brandId),
      repo.popupTypes(this.d.db, this.d.brandId),
      key ? repo.popupStates(this.d.db, key) : Promise.resolve([]),
    ]);
    const typeOf = new Map(types.map((t) => [t.type, t]));
    const stateOf = new Map(states.map((s) => [s.popupId, s]));
    const out: WebPopup[] = [];
    for (const p of await this.visible(rows, viewer)) {
      const state = stateOf.get(p.id);
      const status = (state?.status ?? 'new') as PopupStatus;
      if (status === 'click' || status === 'dismiss') continue;
      if (p.maxViews !== null && (state?.views ?? 0) >= p.maxViews) continue;
      const entry = typeOf.get(`type_${p.recordType}`);
      const version = versionFor(p.translations, viewer.language);
      out.push({
        id: p.id,
        record_type: p.recordType,
        buttons: p.buttons.map((b, i) => ({
          label: version?.buttons[i] ?? b.label,
          url: b.url,
          type: (b.type ?? entry?.buttonType ?? DEFAULT_BUTTON_TYPE) as WebPopup['buttons'][number]['type'],
          size: (b.size ?? entry?.buttonSize ?? DEFAULT_BUTTON_SIZE) as WebPopup['buttons'][number]['size'],
        })),
        excluded_pages: p.excludedPages,
        status,
        data: version ? { ...p.data, title: version.title, body: version.body } : p.data,
      });
    }
    return out;
  }

  async popupEvent(id: string, event: PopupEventName, viewer: Viewer): Promise<{ status: PopupStatus }> {
    const key = viewerKey(viewer);
    if (!key) throw new AppError(ErrorCode.validation, 'A guest sends its anonymous id');
    const popup = await repo.popupById(this.d.db, this.d.brandId, id);
    if (!popup) throw notFound('Popup');
    const result = await repo.applyPopupEvent(this.d.db, id, key, event, new Date(this.d.now()));
    return { status: result.status as PopupStatus };
  }

  listPopups() {
    return repo.listPopups(this.d.db, this.d.brandId).then((rows) => rows.map(operatorPopup));
  }
  createPopup(body: PopupIn) {
    const at = new Date(this.d.now());
    return this.announce('popup', async () =>
      operatorPopup(
        await repo.insertPopup(this.d.db, {
          ...popupRow(body),
          brandId: this.d.brandId,
          createdAt: at,
          updatedAt: at,
        }),
      ),
    );
  }
  updatePopup(id: string, body: PopupIn) {
    return this.announce('popup', async () => {
      const row = await repo.updatePopup(this.d.db, this.d.brandId, id, {
        ...popupRow(body),
        updatedAt: new Date(this.d.now()),
      });
      if (!row) throw notFound('Popup');
      return operatorPopup(row);
    });
  }
  async deletePopup(id: string) {
    await this.announce('popup', async () => {
      if (!(await repo.deletePopup(this.d.db, this.d.brandId, id))) throw notFound('Popup');
      return { id };
    });
    return { deleted: true };
  }
  async popupTypes() {
    return (await repo.popupTypes(this.d.db, this.d.brandId)).map((t) => ({
      type: t.type,
      buttonType: t.buttonType as 'secondary',
      buttonSize: t.buttonSize as 'medium',
    }));
  }
  async putPopupType(entry: { type: string; buttonType: string; buttonSize: string }) {
    await this.announce('popup-type', async () => {
      await repo.putPopupType(this.d.db, { ...entry, brandId: this.d.brandId });
      return { id: entry.type };
    });
    return entry as { type: string; buttonType: 'secondary'; buttonSize: 'medium' };
  }

  // ── content cards ─────────────────────────────────────────────────────────

  /** The player's cards; each listed card records `sent` once; dismissed ones are left out. */
  async cards(player: string): Promise<ContentCard[]> {
    const viewer = await this.viewer(player, {});
    const [rows, events] = await Promise.all([
      repo.listCards(this.d.db, this.d.brandId),
      repo.cardEventsOf(this.d.db, player),
    ]);
    const seen = new Map<string, Set<string>>();
    for (const e of events) {
      const set = seen.get(e.cardId) ?? new Set<string>();
      set.add(e.event);
      seen.set(e.cardId, set);
    }
    const at = new Date(this.d.now());
    const out: ContentCard[] = [];
    for (const card of await this.visible(rows, viewer)) {
      const set = seen.get(card.id) ?? new Set<string>();
      if (set.has('dismiss')) continue;
      if (!set.has('sent')) {
        await repo.recordCardEvent(this.d.db, card.id, player, 'sent', at);
        set.add('sent');
      }
      out.push(toCard(card, set, viewer.language));
    }
    return out;
  }

  async cardEvent(player: string, id: string, event: 'open' | 'click' | 'dismiss'): Promise<ContentCard> {
    const card = await repo.cardById(this.d.db, this.d.brandId, id);
    const viewer = await this.viewer(player, {});
    if (!card || (await this.visible([card], viewer)).length === 0) throw notFound('Card');
    const at = new Date(this.d.now());
    await repo.recordCardEvent(this.d.db, id, player, 'sent', at);
    await repo.recordCardEvent(this.d.db, id, player, event, at);
    const events = (await repo.cardEventsOf(this.d.db, player)).filter((e) => e.cardId === id);
    return toCard(card, new Set(events.map((e) => e.event)), viewer.language);
  }

  listCards() {
    return repo.listCards(this.d.db, this.d.brandId).then((rows) => rows.map(operatorCard));
  }
  createCard(body: CardIn) {
    const at = new Date(this.d.now());
    return this.announce('card', async () =>
      operatorCard(
        await repo.insertCard(this.d.db, {
          ...cardRow(body),
          brandId: this.d.brandId,
          createdAt: at,
          updatedAt: at,
        }),
      ),
    );
  }
  updateCard(id: string, body: CardIn) {
    return this.announce('card', async () => {
      const row = await repo.updateCard(this.d.db, this.d.brandId, id, {
        ...cardRow(body),
        updatedAt: new Date(this.d.now()),
      });
      if (!row) throw notFound('Card');
      return operatorCard(row);
    });
  }
  async deleteCard(id: string) {
    await this.announce('card', async () => {
      if (!(await repo.deleteCard(this.d.db, this.d.brandId, id))) throw notFound('Card');
      return { id };
    });
    return { deleted: true };
  }

  // ── instant messages and notifications ───────────────────────────────────

  async inbox(player: string): Promise<Inbox> {
    const viewer = await this.viewer(player, {});
    const [rows, receipts] = await Promise.all([
      repo.listMessages(this.d.db, this.d.brandId),
      repo.receiptsOf(this.d.db, player),
    ]);
    const receiptOf = new Map(receipts.map((r) => [r.messageId, r]));
    const messages: PlayerMessage[] = (await this.visible(rows, viewer)).map((m) => {
      const r = receiptOf.get(m.id);
      const version = versionFor(m.translations, viewer.language);
      return {
        id: m.id,
        kind: m.kind,
        title: version?.title ?? m.title,
        body: version?.body ?? m.body,
        url: m.url,
        createdAt: m.createdAt.toISOString(),
        read: Boolean(r?.readAt),
        acknowledged: Boolean(r?.acknowledgedAt),
      };
    });
    const instant = messages
      .filter((m) => m.kind === 'instant' && !m.acknowledged)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const notifications = messages.filter((m) => m.kind === 'notification');
    return { instant, notifications, unread: notifications.filter((m) => !m.read).length };
  }

  async markRead(player: string, id: string, acknowledge: boolean): Promise<Inbox> {
    const message = await repo.messageById(this.d.db, this.d.brandId, id);
    const viewer = await this.viewer(player, {});
    if (!message || (await this.visible([message], viewer)).length === 0) throw notFound('Message');
    await repo.markReceipt(this.d.db, id, player, new Date(this.d.now()), acknowledge);
    return this.inbox(player);
  }

  listMessages() {
    return repo.listMessages(this.d.db, this.d.brandId).then((rows) => rows.map(operatorMessage));
  }
  createMessage(body: MessageIn) {
    const at = new Date(this.d.now());
    return this.announce('message', async () =>
      operatorMessage(
        await repo.insertMessage(this.d.db, {
          ...messageRow(body),
          brandId: this.d.brandId,
          createdAt: at,
          updatedAt: at,
        }),
      ),
    );
  }
  updateMessage(id: string, body: MessageIn) {
    return this.announce('message', async () => {
      const row = await repo.updateMessage(this.d.db, this.d.brandId, id, {
        ...messageRow(body),
        updatedAt: new Date(this.d.now()),
      });
      if (!row) throw notFound('Message');
      return operatorMessage(row);
    });
  }
  async deleteMessage(id: string) {
    await this.announce('message', async () => {
      if (!(await repo.deleteMessage(this.d.db, this.d.brandId, id))) throw notFound('Message');
      return { id };
    });
    return { deleted: true };
  }

  /** Event counts of a popup, card or message, by id. */
  async eventCounts(id: string): Promise<{ id: string; counts: Record<string, number> }> {
    if (await repo.popupById(this.d.db, this.d.brandId, id)) {
      const rows = await repo.popupEventCounts(this.d.db, id);
      return {
        id,
        counts: Object.fromEntries(
          ['view', 'click', 'dismiss'].map((e) => [e, rows.find((r) => r.event === e)?.n ?? 0]),
        ),
      };
    }
    if (await repo.cardById(this.d.db, this.d.brandId, id)) {
      const rows = await repo.cardEventCounts(this.d.db, id);
      return {
        id,
        counts: Object.fromEntries(CARD_ORDER.map((e) => [e, rows.find((r) => r.event === e)?.n ?? 0])),
      };
    }
    if (await repo.messageById(this.d.db, this.d.brandId, id)) {
      return { id, counts: await repo.messageReceiptCounts(this.d.db, id) };
    }
    throw notFound('Message');
  }
}

export function viewerKey(v: Viewer): string | null {
  if (v.player) return `p:${v.player.toLowerCase()}`;
  if (v.anonymousId) return `a:${v.anonymousId.toLowerCase()}`;
  return null;
}
