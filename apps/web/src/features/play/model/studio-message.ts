/** What the game studio's page tells its frame: a round was played, or the player left the game. */
export type StudioMessage = { type: 'round'; balance: number } | { type: 'exit' };

export function studioMessage(data: unknown): StudioMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m.source !== 'croupier-studio') return null;
  if (m.type === 'exit') return { type: 'exit' };
  if (m.type === 'round' && Number.isInteger(m.balance))
    return { type: 'round', balance: m.balance as number };
  return null;
}
