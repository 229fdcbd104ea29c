import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { players } from '../modules/auth/tables.ts';

/**
 * A row about a player is a brand's when its player is (docs/decisions/066-operator-calls-per-brand.md):
 * the condition for an operator's list, read or action, in the query itself, so a row of another
 * brand is neither counted nor reached (an id of one answers as an unknown id would). The players'
 * table is the auth module's; this condition is the one place other modules name it in a query.
 */
export const playerOfBrand = (playerUuid: AnyColumn | SQL, brandId: string): SQL =>
  sql`exists (select 1 from ${players} where ${players.uuid} = ${playerUuid} and ${players.brandId} = ${brandId})`;

/** The brand of the player a uuid expression names (null for none): a scalar subquery. */
export const brandOfPlayer = (playerUuid: AnyColumn | SQL): SQL =>
  sql`(select ${players.brandId} from ${players} where ${players.uuid} = ${playerUuid})`;
