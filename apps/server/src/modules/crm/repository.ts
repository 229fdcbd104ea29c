import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import {
  crmCardEvents,
  crmCards,
  crmMessageReceipts,
  crmMessages,
  crmPopupEvents,
  crmPopupStates,
  crmPopups,
  crmPopupTypes,
} from './tables.ts';

export type PopupRow = typeof crmPopups.$inferSelect;
export type CardRow = typeof crmCards.$inferSelect;
export type MessageRow = typeof crmMessages.$inferSelect;

// Popups, cards, messages and popup types are a brand's: every read and change names it
// (docs/decisions/064-brand-content.md); the viewers' states and events hang off a record of it.

const popupOf = (brandId: string, id: string) => and(eq(crmPopups.brandId, brandId), eq(crmPopups.id, id));
const cardOf = (brandId: string, id: string) => and(eq(crmCards.brandId, brandId), eq(crmCards.id, id));
const messageOf = (brandId: string, id: string) =>
  and(eq(crmMessages.brandId, brandId), eq(crmMessages.id, id));

export const listPopups = (q: DbOrTx, brandId: string) =>
  q
    .select()
    .from(crmPopups)
    .where(eq(crmPopups.brandId, brandId))
    .orderBy(desc(crmPopups.priority), asc(crmPopups.createdAt));
export const popupById = async (q: DbOrTx, brandId: string, id: string) =>
  (await q.select().from(crmPopups).where(popupOf(brandId, id)))[0];
export const insertPopup = async (q: DbOrTx, row: typeof crmPopups.$inferInsert & { brandId: string }) =>
  (await q.insert(crmPopups).values(row).returning())[0]!;
export const updatePopup = async (
  q: DbOrTx,
  brandId: string,
  id: string,
  row: Partial<typeof crmPopups.$inferInsert>,
) => (await q.update(crmPopups).set(row).where(popupOf(brandId, id)).returning())[0];
export const deletePopup = async (q: DbOrTx, brandId: string, id: string) =>
  (await q.delete(crmPopups).where(popupOf(brandId, id)).returning({ id: crmPopups.id })).length > 0;

export const popupTypes = (q: DbOrTx, brandId: string) =>
  q.select().from(crmPopupTypes).where(eq(crmPopupTypes.brandId, brandId)).orderBy(crmPopupTypes.type);
export async function putPopupType(q: DbOrTx, row: typeof crmPopupTypes.$inferInsert & { brandId: string }) {
  await q
    .insert(crmPopupTypes)
    .values(row)
    .onConflictDoUpdate({
      target: [crmPopupTypes.brandId, crmPopupTypes.type],
      set: { buttonType: row.buttonType, buttonSize: row.buttonSize },
    });
}

export const popupStates = (q: DbOrTx, viewer: string) =>
  q.select().from(crmPopupStates).where(eq(crmPopupStates.viewer, viewer));

/**
 * Applies a viewer's event: a view counts, click and dismiss set the status; once clicked or
 * dismissed nothing changes any more (001 §4). Answers the status after, and whether it was applied.
 */
export async function applyPopupEvent(
  q: DbOrTx,
  popupId: string,
  viewer: string,
  event: 'view' | 'click' | 'dismiss',
  at: Date,
): Promise<{ status: string; applied: boolean }> {
  const views = event === 'view' ? 1 : 0;
  const [row] = await q
    .insert(crmPopupStates)
    .values({ popupId, viewer, status: event, views, updatedAt: at })
    .onConflictDoUpdate({
      target: [crmPopupStates.popupId, crmPopupStates.viewer],
      set: {
        status: event === 'view' ? sql`${crmPopupStates.status}` : event,
        views: sql`${crmPopupStates.views} + ${views}`,
        updatedAt: at,
      },
      setWhere: sql`${crmPopupStates.status} not in ('click', 'dismiss')`,
    })
    .returning({ status: crmPopupStates.status });
  if (!row) {
    const [current] = await q
      .select({ status: crmPopupStates.status })
      .from(crmPopupStates)
      .where(and(eq(crmPopupStates.popupId, popupId), eq(crmPopupStates.viewer, viewer)));
    return { status: current?.status ?? event, applied: false };
  }
  await q.insert(crmPopupEvents).values({ popupId, viewer, event, at });
  return { status: row.status, applied: true };
}

export async function popupEventCounts(q: DbOrTx, popupId: string) {
  return q
    .select({ event: crmPopupEvents.event, n: sql<number>`count(*)::int` })
    .from(crmPopupEvents)
    .where(eq(crmPopupEvents.popupId, popupId))
    .groupBy(crmPopupEvents.event);
}

export const listCards = (q: DbOrTx, brandId: string) =>
  q.select().from(crmCards).where(eq(crmCards.brandId, brandId)).orderBy(desc(crmCards.createdAt));
export const cardById = async (q: DbOrTx, brandId: string, id: string) =>
  (await q.select().from(crmCards).where(cardOf(brandId, id)))[0];
export const insertCard = async (q: DbOrTx, row: typeof crmCards.$inferInsert & { brandId: string }) =>
  (await q.insert(crmCards).values(row).returning())[0]!;
export const updateCard = async (
  q: DbOrTx,
  brandId: string,
  id: string,
  row: Partial<typeof crmCards.$inferInsert>,
) => (await q.update(crmCards).set(row).where(cardOf(brandId, id)).returning())[0];
export const deleteCard = async (q: DbOrTx, brandId: string, id: string) =>
  (await q.delete(crmCards).where(cardOf(brandId, id)).returning({ id: crmCards.id })).length > 0;

export const cardEventsOf = (q: DbOrTx, player: string) =>
  q.select().from(crmCardEvents).where(eq(crmCardEvents.playerUuid, player));

/** Records a card event once per player (the primary key); answers whether it was new. */
export async function recordCardEvent(q: DbOrTx, cardId: string, player: string, event: string, at: Date) {
  const rows = await q
    .insert(crmCardEvents)
    .values({ cardId, playerUuid: player, event, at })
    .onConflictDoNothing()
    .returning({ event: crmCardEvents.event });
  return rows.length > 0;
}

export async function cardEventCounts(q: DbOrTx, cardId: string) {
  return q
    .select({ event: crmCardEvents.event, n: sql<number>`count(*)::int` })
    .from(crmCardEvents)
    .where(eq(crmCardEvents.cardId, cardId))
    .groupBy(crmCardEvents.event);
}

export const listMessages = (q: DbOrTx, brandId: string) =>
  q.select().from(crmMessages).where(eq(crmMessages.brandId, brandId)).orderBy(desc(crmMessages.createdAt));
export const messageById = async (q: DbOrTx, brandId: string, id: string) =>
  (await q.select().from(crmMessages).where(messageOf(brandId, id)))[0];
export const insertMessage = async (q: DbOrTx, row: typeof crmMessages.$inferInsert & { brandId: string }) =>
  (await q.insert(crmMessages).values(row).returning())[0]!;
export const updateMessage = async (
  q: DbOrTx,
  brandId: string,
  id: string,
  row: Partial<typeof crmMessages.$inferInsert>,
) => (await q.update(crmMessages).set(row).where(messageOf(brandId, id)).returning())[0];
export const deleteMessage = async (q: DbOrTx, brandId: string, id: string) =>
  (await q.delete(crmMessages).where(messageOf(brandId, id)).returning({ id: crmMessages.id })).length > 0;

export const receiptsOf = (q: DbOrTx, player: string) =>
  q.select().from(crmMessageReceipts).where(eq(crmMessageReceipts.playerUuid, player));

export async function markReceipt(
  q: DbOrTx,
  messageId: string,
  player: string,
  at: Date,
  acknowledge: boolean,
) {
  await q
    .insert(crmMessageReceipts)
    .values({ messageId, playerUuid: player, readAt: at, acknowledgedAt: acknowledge ? at : null })
    .onConflictDoUpdate({
      target: [crmMessageReceipts.messageId, crmMessageReceipts.playerUuid],
      set: {
        readAt: sql`coalesce(${crmMessageReceipts.readAt}, ${at.toISOString()}::timestamptz)`,
        ...(acknowledge && {
          acknowledgedAt: sql`coalesce(${crmMessageReceipts.acknowledgedAt}, ${at.toISOString()}::timestamptz)`,
        }),
      },
    });
}

export async function messageReceiptCounts(q: DbOrTx, messageId: string) {
  const [row] = await q
    .select({
      read: sql<number>`count(${crmMessageReceipts.readAt})::int`,
      acknowledged: sql<number>`count(${crmMessageReceipts.acknowledgedAt})::int`,
    })
    .from(crmMessageReceipts)
    .where(eq(crmMessageReceipts.messageId, messageId));
  return { read: row?.read ?? 0, acknowledged: row?.acknowledged ?? 0 };
}
