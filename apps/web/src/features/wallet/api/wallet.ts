import {
  type BankAccountBody,
  cashierEndpoints,
  type PaymentBody,
  type PaymentType,
  type SuspendBody,
} from '@croupier/contract/cashier';
import { HISTORY_PAGE_SIZE } from '@croupier/contract/constants';
import { walletEndpoints } from '@croupier/contract/wallet';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';

/**
 * The wallet and cashier calls of 001 §7, as the web makes them. Queries live under ['wallet', …]
 * (the balance under the shared BALANCE_QUERY_KEY, see `use-balance.ts`).
 */

export const WALLET_QUERY_KEY = ['wallet'] as const;

export const paymentMethodsQuery = (uuid: string, paymentType: PaymentType, currency?: string) =>
  queryOptions({
    queryKey: [...WALLET_QUERY_KEY, uuid, 'methods', paymentType, currency ?? null],
    queryFn: ({ signal }) =>
      callEndpoint(cashierEndpoints.paymentMethods, {
        query: { paymentType, ...(currency && { currency }) },
        signal,
      }),
  });

export const lifetimeLimitsQuery = (uuid: string) =>
  queryOptions({
    queryKey: [...WALLET_QUERY_KEY, uuid, 'limits'],
    queryFn: ({ signal }) =>
      callEndpoint(cashierEndpoints.lifetimeLimits, { params: { playerUUID: uuid }, signal }),
  });

export const realWagerQuery = (uuid: string) =>
  queryOptions({
    queryKey: [...WALLET_QUERY_KEY, uuid, 'wager'],
    queryFn: ({ signal }) => callEndpoint(walletEndpoints.realWagerAmount, { signal }),
  });

export interface HistoryFilter {
  type: 'DEPOSIT' | 'WITHDRAW';
  /** Raw statuses, a comma list (001 §4 filter mapping); empty for all. */
  status: string;
  dateFrom: string;
  dateTo: string;
  page: number;
}

export const paymentHistoryQuery = (uuid: string, f: HistoryFilter) =>
  queryOptions({
    queryKey: [...WALLET_QUERY_KEY, uuid, 'history', f],
    queryFn: ({ signal }) =>
      callEndpoint(cashierEndpoints.paymentHistory, {
        params: { playerUuid: uuid },
        query: {
          page: f.page,
          size: HISTORY_PAGE_SIZE,
          type: f.type,
          ...(f.status && { status: f.status }),
          ...(f.dateFrom && { dateFrom: f.dateFrom }),
          ...(f.dateTo && { dateTo: f.dateTo }),
        },
        signal,
      }),
  });

export interface BetFilter {
  dateFrom: string;
  dateTo: string;
  page: number;
}

export const betActivityQuery = (uuid: string, f: BetFilter) =>
  queryOptions({
    queryKey: [...WALLET_QUERY_KEY, uuid, 'bets', f],
    queryFn: ({ signal }) =>
      callEndpoint(walletEndpoints.gameInfoActivity, {
        params: { uuid },
        query: {
          page: f.page,
          ...(f.dateFrom && { dateFrom: f.dateFrom }),
          ...(f.dateTo && { dateTo: f.dateTo }),
        },
        signal,
      }),
  });

export const betDetailQuery = (uuid: string, kind: 'games' | 'sports', id: string) =>
  queryOptions({
    queryKey: [...WALLET_QUERY_KEY, uuid, 'bet', kind, id],
    queryFn: ({ signal }) => callEndpoint(walletEndpoints.betActivity, { params: { kind, id }, signal }),
  });

export const bankAccountQuery = (uuid: string) =>
  queryOptions({
    queryKey: [...WALLET_QUERY_KEY, uuid, 'bank-account'],
    queryFn: ({ signal }) => callEndpoint(cashierEndpoints.getBankAccount, { signal }),
  });

export function deposit(uuid: string, body: PaymentBody) {
  return callEndpoint(cashierEndpoints.deposit, { params: { uuid }, body });
}

export function withdraw(uuid: string, body: PaymentBody) {
  return callEndpoint(cashierEndpoints.withdraw, { params: { uuid }, body });
}

export function cancelWithdrawal(uuid: string, id: string) {
  return callEndpoint(cashierEndpoints.cancelWithdrawal, { params: { uuid, id } });
}

export function activateVoucher(voucherId: string) {
  return callEndpoint(cashierEndpoints.voucherActivate, { params: { voucherId } });
}

export function saveBankAccount(body: BankAccountBody, exists: boolean) {
  return callEndpoint(exists ? cashierEndpoints.updateBankAccount : cashierEndpoints.createBankAccount, {
    body,
  });
}

export function suspendProfile(id: string, body: SuspendBody) {
  return callEndpoint(cashierEndpoints.suspendProfile, { params: { id }, body });
}
