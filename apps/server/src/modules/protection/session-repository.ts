import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { type PlayerSessionSettingsRow, playerSessionSettings } from './tables.ts';

export function emptySettings(playerUuid: string, at: Date): PlayerSessionSettingsRow {
  return {
    playerUuid,
    realityCheckSeconds: null,
    dailyMinutes: null,
    pendingMinutes: null,
    pendingRemoval: false,
    pendingFrom: null,
    invitationDismissed: null,
    updatedAt: at,
  };
}

export async function findSettings(
  db: DbOrTx,
  playerUuid: string,
  lock = false,
): Promise<PlayerSessionSettingsRow | undefined> {
  const q = db.select().from(playerSessionSettings).where(eq(playerSessionSettings.playerUuid, playerUuid));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function saveSettings(db: DbOrTx, row: PlayerSessionSettingsRow): Promise<void> {
  const { playerUuid: _, ...set } = row;
  await db
    .insert(playerSessionSettings)
    .values(row)
    .onConflictDoUpdate({ target: playerSessionSettings.playerUuid, set });
}
