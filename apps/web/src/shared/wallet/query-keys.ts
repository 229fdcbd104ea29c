import { WALLET } from '../api/query-keys.ts';

/** The ledger's reads besides the balance: what is left to wager (the withdrawal form reads it). */
export const walletKeys = {
  all: WALLET,
  wager: (uuid: string) => [...WALLET, uuid, 'wager'] as const,
};
