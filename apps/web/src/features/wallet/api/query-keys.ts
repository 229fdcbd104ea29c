import { WALLET } from '../../../shared/api/query-keys.ts';

/** The wallet's query keys, under the shared wallet root (a logout drops them). */
export const walletKeys = {
  all: WALLET,
  player: (uuid: string) => ['wallet', uuid] as const,
  methods: (uuid: string, paymentType: string, currency: string | null) =>
    ['wallet', uuid, 'methods', paymentType, currency] as const,
  limits: (uuid: string) => ['wallet', uuid, 'limits'] as const,
  wager: (uuid: string) => ['wallet', uuid, 'wager'] as const,
  history: (uuid: string, filter: object) => ['wallet', uuid, 'history', filter] as const,
  bets: (uuid: string, filter: object) => ['wallet', uuid, 'bets', filter] as const,
  bet: (uuid: string, kind: string, id: string) => ['wallet', uuid, 'bet', kind, id] as const,
  bankAccount: (uuid: string) => ['wallet', uuid, 'bank-account'] as const,
};
