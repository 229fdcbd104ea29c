import { type DocumentStatus, endpoints } from '@croupier/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/index.ts';

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
