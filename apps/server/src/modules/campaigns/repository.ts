import { and, asc, count, desc, eq, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import {
  type CampaignPlayerRow,
  type CampaignRow,
  campaignPlayers,
  campaigns,
  type WelcomePackRow,
  welcomePacks,
} from './tables.ts';

// Every read of campaigns and packs names the brand: a brand sees and fires only its own.

// ── campaigns ─────────────────────────────────────────────────────────────────────

const ofBrand = (brandId: string, uuid: string) =>
  and(eq(campaigns.brandId, brandId), eq(campaigns.uuid, uuid));

export async function insertCampaign(db: DbOrTx, row: typeof campaigns.$inferInsert): Promise<CampaignRow> {
  const [inserted] = await db.insert(campaigns).values(row).returning();
  if (!inserted) throw new Error('campaign insert returned nothing');
  return inserted;
}

export async function findCampaign(
  db: DbOrTx,
  brandId: string,
  uuid: string,
): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(ofBrand(brandId, uuid));
  return row;
}

/** Locks a campaign's row: its operator changes and its players' joins of a group take turns. */
export async function lockCampaign(
  db: DbOrTx,
  brandId: string,
  uuid: string,
): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(ofBrand(brandId, uuid)).for('update');
  return row;
}

export function allCampaigns(db: DbOrTx, brandId: string): Promise<CampaignRow[]> {
  return db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.brandId, brandId), ne(campaigns.state, 'DELETED')))
    .orderBy(desc(campaigns.createdAt), asc(campaigns.uuid));
}

/** Campaigns a player or guest may see: scheduled, running or finished (their dates decide which). */
export function listedCampaigns(db: DbOrTx, brandId: string): Promise<CampaignRow[]> {
  return db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.brandId, brandId), inArray(campaigns.state, ['PENDING', 'ACTIVE', 'FINISHED'])))
    .orderBy(asc(campaigns.endsAt), asc(campaigns.createdAt), asc(campaigns.uuid));
}

/** The brand's scheduled or running campaigns of these triggers (their dates still to be checked). */
export function runningCampaigns(
  db: DbOrTx,
  brandId: string,
  triggers: readonly string[],
): Promise<CampaignRow[]> {
  return db
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.brandId, brandId),
        inArray(campaigns.state, ['PENDING', 'ACTIVE']),
        inArray(campaigns.trigger, [...triggers]),
      ),
    )
    .orderBy(asc(campaigns.createdAt), asc(campaigns.uuid));
}

export async function updateCampaign(
  db: DbOrTx,
  brandId: string,
  uuid: string,
  set: Partial<typeof campaigns.$inferInsert>,
  fromStates?: readonly string[],
): Promise<CampaignRow | undefined> {
  const where = fromStates
    ? and(ofBrand(brandId, uuid), inArray(campaigns.state, [...fromStates]))
    : ofBrand(brandId, uuid);
  const [row] = await db.update(campaigns).set(set).where(where).returning();
  return row;
}

/**
 * Writes the states dates have reached: PENDING → ACTIVE at the start, → FINISHED at the end. Every
 * brand's at once: the schedule runs on one process for all (reads apply the dates anyway).
 */
export async function advanceStates(db: DbOrTx, now: Date): Promise<number> {
  const finished = await db
    .update(campaigns)
    .set({ state: 'FINISHED', updatedAt: now })
    .where(
      and(
        inArray(campaigns.state, ['PENDING', 'ACTIVE']),
        isNotNull(campaigns.endsAt),
        lte(campaigns.endsAt, now),
      ),
    )
    .returning({ uuid: campaigns.uuid });
  const started = await db
    .update(campaigns)
    .set({ state: 'ACTIVE', updatedAt: now })
    .where(
      and(
        eq(campaigns.state, 'PENDING'),
        or(sql`${campaigns.startsAt} is null`, lte(campaigns.startsAt, now)),
      ),
    )
    .returning({ uuid: campaigns.uuid });
  return finished.length + started.length;
}

// ── players' parts ──────────────────────────────────────────────────────────────────

export function playerParts(db: DbOrTx, playerUuid: string): Promise<CampaignPlayerRow[]> {
  return db.select().from(campaignPlayers).where(eq(campaignPlayers.playerUuid, playerUuid));
}

/** A page of the players' parts in a campaign (those in `status`, when given), in the order they joined. */
export async function campaignParts(
  db: DbOrTx,
  campaignUuid: string,
  filter: { status?: string | undefined; page: number; size: number },
): Promise<{ rows: CampaignPlayerRow[]; total: number }> {
  const where = and(
    eq(campaignPlayers.campaignUuid, campaignUuid),
    filter.status ? eq(campaignPlayers.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(campaignPlayers)
      .where(where)
      .orderBy(asc(campaignPlayers.joinedAt), asc(campaignPlayers.playerUuid))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db.select({ n: count() }).from(campaignPlayers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The player's part in a campaign, created (status VIEW) when missing, and locked until the end of
 * `tx`: the one place a trigger's level is decided, so concurrent deposits or rounds take turns.
 */
export async function lockPart(
  tx: DbOrTx,
  campaignUuid: string,
  playerUuid: string,
  now: Date,
): Promise<CampaignPlayerRow> {
  await tx
    .insert(campaignPlayers)
    .values({ campaignUuid, playerUuid, status: 'VIEW', joinedAt: now, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(campaignPlayers)
    .where(and(eq(campaignPlayers.campaignUuid, campaignUuid), eq(campaignPlayers.playerUuid, playerUuid)))
    .for('update');
  if (!row) throw new Error('campaign part vanished under its lock');
  return row;
}

export async function findPart(
  db: DbOrTx,
  campaignUuid: string,
  playerUuid: string,
): Promise<CampaignPlayerRow | undefined> {
  const [row] = await db
    .select()
    .from(campaignPlayers)
    .where(and(eq(campaignPlayers.campaignUuid, campaignUuid), eq(campaignPlayers.playerUuid, playerUuid)));
  return row;
}

export async function updatePart(
  tx: DbOrTx,
  campaignUuid: string,
  playerUuid: string,
  set: Partial<typeof campaignPlayers.$inferInsert>,
): Promise<CampaignPlayerRow> {
  const [row] = await tx
    .update(campaignPlayers)
    .set(set)
    .where(and(eq(campaignPlayers.campaignUuid, campaignUuid), eq(campaignPlayers.playerUuid, playerUuid)))
    .returning();
  if (!row) throw new Error('campaign part missing');
  return row;
}

/**
 * The player's parts in running wager campaigns, for a stake (one indexed query when there are none).
 * A part is only ever made in a campaign of the player's brand; the caller checks it again.
 */
export function wagerParts(db: DbOrTx, playerUuid: string) {
  return db
    .select({ part: campaignPlayers, campaign: campaigns })
    .from(campaignPlayers)
    .innerJoin(campaigns, eq(campaigns.uuid, campaignPlayers.campaignUuid))
    .where(
      and(
        eq(campaignPlayers.playerUuid, playerUuid),
        inArray(campaignPlayers.status, ['OPT_IN', 'TRIGGERED']),
        eq(campaigns.trigger, 'wager'),
        inArray(campaigns.state, ['PENDING', 'ACTIVE']),
      ),
    );
}

/** Which of these players take part in a running wager campaign (a relay batch's one query). */
export async function playersInWagerCampaigns(
  db: DbOrTx,
  playerUuids: readonly string[],
): Promise<Set<string>> {
  if (playerUuids.length === 0) return new Set();
  const rows = await db
    .select({ player: campaignPlayers.playerUuid })
    .from(campaignPlayers)
    .innerJoin(campaigns, eq(campaigns.uuid, campaignPlayers.campaignUuid))
    .where(
      and(
        inArray(campaignPlayers.playerUuid, [...new Set(playerUuids)]),
        inArray(campaignPlayers.status, ['OPT_IN', 'TRIGGERED']),
        eq(campaigns.trigger, 'wager'),
        inArray(campaigns.state, ['PENDING', 'ACTIVE']),
      ),
    );
  return new Set(rows.map((r) => r.player));
}

// ── welcome packs ───────────────────────────────────────────────────────────────────

export function allWelcomePacks(db: DbOrTx, brandId: string): Promise<WelcomePackRow[]> {
  return db
    .select()
    .from(welcomePacks)
    .where(eq(welcomePacks.brandId, brandId))
    .orderBy(asc(welcomePacks.position), asc(welcomePacks.uid));
}

const packOfBrand = (brandId: string, uid: string) =>
  and(eq(welcomePacks.brandId, brandId), eq(welcomePacks.uid, uid));

export async function findWelcomePack(
  db: DbOrTx,
  brandId: string,
  uid: string,
): Promise<WelcomePackRow | undefined> {
  const [row] = await db.select().from(welcomePacks).where(packOfBrand(brandId, uid));
  return row;
}

export async function welcomePackOf(db: DbOrTx, campaignUuid: string): Promise<WelcomePackRow | undefined> {
  const [row] = await db
    .select()
    .from(welcomePacks)
    .where(eq(welcomePacks.campaignUuid, campaignUuid))
    .orderBy(asc(welcomePacks.position))
    .limit(1);
  return row;
}

/**
 * Saves a pack; a default pack makes every other one of its brand not the default, in the same
 * transaction.
 */
export async function saveWelcomePack(tx: DbOrTx, row: WelcomePackRow): Promise<WelcomePackRow> {
  if (row.isDefault) {
    await tx
      .update(welcomePacks)
      .set({ isDefault: false })
      .where(
        and(
          eq(welcomePacks.brandId, row.brandId),
          eq(welcomePacks.isDefault, true),
          ne(welcomePacks.uid, row.uid),
        ),
      );
  }
  const [saved] = await tx
    .insert(welcomePacks)
    .values(row)
    .onConflictDoUpdate({ target: welcomePacks.uid, set: { ...row } })
    .returning();
  if (!saved) throw new Error('welcome pack save returned nothing');
  return saved;
}

export async function deleteWelcomePack(db: DbOrTx, brandId: string, uid: string): Promise<boolean> {
  const rows = await db.delete(welcomePacks).where(packOfBrand(brandId, uid)).returning();
  return rows.length > 0;
}
