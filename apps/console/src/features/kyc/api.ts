import { type DocumentStatus, endpoints } from '@croupier/contract';
import { fillPath } from '@croupier/contract/http';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBase, callEndpoint } from '../../shared/api/index.ts';

export const documentKeys = {
  all: ['document-queue'] as const,
  list: (status: DocumentStatus, page: number) => [...documentKeys.all, status, page] as const,
};

export const PAGE_SIZE = 20;

export const documentQueueQuery = (status: DocumentStatus, page: number) =>
  queryOptions({
    queryKey: documentKeys.list(status, page),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.documentQueue, { query: { status, page, size: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** The file's address, for an `<img>` or a new tab: the session cookie goes with it. */
export const documentFileUrl = (documentId: string) =>
  `${apiBase()}${fillPath(endpoints.operatorDocumentFile.path, { documentId })}`;

/** One review step (ADR 008's moves); the queue reloads after, the document having changed status. */
export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: { documentId: string; status: DocumentStatus; comment?: string }) =>
      callEndpoint(endpoints.reviewDocument, {
        params: { documentId: step.documentId },
        body: { status: step.status, ...(step.comment && { comment: step.comment }) },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
