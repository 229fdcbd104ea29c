import { BULK_GRANT_MAX, BulkGrantBody } from '@croupier/contract/rewards-operator';

/** One row of an uploaded list: its line in the file, what it held and, when it cannot be granted, why. */
export interface ListRow {
  line: number;
  value: string;
  problem: string | null;
}

const PLAYER_ID = BulkGrantBody.shape.playerUUIDs.element;
const HEADER = /^(player|player[ _-]?(id|uuid)|uuid|id)$/i;

export const PROBLEM_TEXT = {
  malformed: 'Not a player id',
  duplicate: 'Named twice',
  'not-found': 'No such player',
  'no-amount': "The reward has no amount in the player's currency",
} as const;

/**
 * A CSV of player ids as rows: the first cell of each line (quotes removed), blank lines and a header
 * line left out. Each id is checked as the contract checks it; a second mention of one is a problem.
 */
export function parsePlayerList(text: string): ListRow[] {
  const seen = new Set<string>();
  const rows: ListRow[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const value = (raw.split(/[,;\t]/)[0] ?? '')
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim();
    if (!value || (rows.length === 0 && HEADER.test(value))) return;
    const key = value.toLowerCase();
    const problem = !PLAYER_ID.safeParse(value).success
      ? PROBLEM_TEXT.malformed
      : seen.has(key)
        ? PROBLEM_TEXT.duplicate
        : null;
    seen.add(key);
    rows.push({ line: i + 1, value, problem });
  });
  return rows;
}

/** Whether the list can be sent at all: some rows, not more than one grant takes. */
export function listProblem(rows: readonly ListRow[]): string | null {
  if (rows.length === 0) return 'The list names no players.';
  if (rows.length > BULK_GRANT_MAX) return `One grant takes at most ${BULK_GRANT_MAX} players.`;
  return null;
}
