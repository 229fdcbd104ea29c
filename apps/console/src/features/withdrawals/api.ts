import { endpoints } from '@croupier/contract';
import type { WithdrawalReviewStatus } from '@croupier/contract/payments-operator';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/index.ts';

export const withdrawalKeys = {
  all: ['withdrawal-reviews'] as const,
  list: (status: WithdrawalReviewStatus, page: number) => [...withdrawalKeys.all, status, page] as const,
};

export const PAGE_SIZE = 20;

export const reviewsQuery = (status: WithdrawalReviewStatus, page: number) =>
  queryOptions({
    queryKey: withdrawalKeys.list(status, page),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.withdrawalReviews, { query: { status, page, size: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** Approve or decline a waiting withdrawal; every list reloads after (the row moves to another status). */
export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      decision: { paymentId: string } & ({ approve: true } | { approve: false; reason: string }),
    ) =>
      decision.approve
        ? callEndpoint(endpoints.approveWithdrawal, { params: { paymentId: decision.paymentId } })
        : callEndpoint(endpoints.declineWithdrawal, {
            params: { paymentId: decision.paymentId },
            body: { reason: decision.reason },
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
  });
}

export const reviewRulesQuery = queryOptions({
  queryKey: [...withdrawalKeys.all, 'rules'] as const,
  queryFn: ({ signal }) => callEndpoint(endpoints.withdrawalReviewRules, { signal }),
});

/** Replaces every threshold (a currency left out never waits for its amount). */
export function useSetReviewRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (thresholds: Record<string, string>) =>
      callEndpoint(endpoints.setWithdrawalReviewRules, { body: { thresholds } }),
    onSuccess: (rules) => queryClient.setQueryData(reviewRulesQuery.queryKey, rules),
  });
}
