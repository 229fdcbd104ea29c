import { paths } from '../../shared/paths.ts';

/** A player's page in the console. */
export const playerPath = (uuid: string) => `${paths.players}/${encodeURIComponent(uuid)}`;

export { useCan } from '../../shared/session/can.ts';

/** An amount in major units with its currency: '10.00 USD'. */
export const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

/** A moment as the operator reads it, in UTC so every operator sees the same figure. */
export const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '—');

/** The platform's refusal as the operator reads it. */
export const problem = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Try again.';
