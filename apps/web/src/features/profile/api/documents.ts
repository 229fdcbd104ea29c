import { documentEndpoints } from '@croupier/contract/documents';
import type { DocumentType } from '@croupier/contract/rules/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';

/** `GET /player-attachment/files/{playerUUID}` (001 §7): the player's documents with their status. */
export const documentsQueryOptions = (playerUUID: string) =>
  queryOptions({
    queryKey: ['profile', playerUUID, 'documents'],
    queryFn: ({ signal }) =>
      callEndpoint(documentEndpoints.listDocuments, { params: { playerUUID }, signal }),
  });

export function useDocuments(playerUUID: string) {
  return useQuery(documentsQueryOptions(playerUUID));
}

/** `POST /player-attachment/files/{playerUUID}/{documentType}/upload` (001 §7): multipart file and name. */
export function uploadDocument(playerUUID: string, documentType: DocumentType, file: File) {
  const form = new FormData();
  form.append('name', file.name);
  form.append('file', file);
  // The contract gives the upload no JSON body schema: the multipart form is sent as it is.
  return callEndpoint(documentEndpoints.uploadDocument, {
    params: { playerUUID, documentType },
    body: form as never,
  });
}
