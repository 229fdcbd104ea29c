import type { DocumentStatus } from '@croupier/contract';
import { endpoints } from '@croupier/contract';
import { fillPath } from '@croupier/contract/http';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBase, callEndpoint } from '../api/index.ts';

/** An enum value as words: 'WAITING_REVIEW' → 'Waiting review'. */
export const words = (s: string) => s.charAt(0) + s.slice(1).replaceAll('_', ' ').toLowerCase();

/** A document's file, for an `<img>` or a new tab: the session cookie goes with it. */
export const documentFileUrl = (documentId: string) =>
  `${apiBase()}${fillPath(endpoints.operatorDocumentFile.path, { documentId })}`;

/** One review step (ADR 008's moves); the list that shows the document (`refresh`) reloads after. */
export function useReviewDocument(refresh: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: { documentId: string; status: DocumentStatus; comment?: string }) =>
      callEndpoint(endpoints.reviewDocument, {
        params: { documentId: step.documentId },
        body: { status: step.status, ...(step.comment && { comment: step.comment }) },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refresh }),
  });
}
