import { PAYMENTS } from '../../../shared/api/query-keys.ts';

/** The payments' query keys, under the shared payments root (a logout drops them). */
export const paymentsKeys = {
  all: PAYMENTS,
  player: (uuid: string) => ['payments', uuid] as const,
  methods: (uuid: string, paymentType: string, currency: string | null) =>
    ['payments', uuid, 'methods', paymentType, currency] as const,
  limits: (uuid: string) => ['payments', uuid, 'limits'] as const,
  history: (uuid: string, filter: object) => ['payments', uuid, 'history', filter] as const,
  bankAccount: (uuid: string) => ['payments', uuid, 'bank-account'] as const,
};
