import type { DocumentType } from '@croupier/contract/rules/verification';
import { verificationEndpoints } from '@croupier/contract/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { documentKeys } from './query-keys.ts';

/** `POST /player-attachment/files/{playerUUID}/{documentType}/upload` (001 §7): multipart file and name. */
export function uploadDocument(playerUUID: string, documentType: DocumentType, file: File) {
  const form = new FormData();
  form.append('name', file.name);
  form.append('file', file);
  // The contract gives the upload no JSON body schema: the multipart form is sent as it is.
  return callEndpoint(verificationEndpoints.uploadDocument, {
    params: { playerUUID, documentType },
    body: form as never,
  });
}

/** An upload reloads the player's documents before it resolves. */
export function useUploadDocument(playerUUID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentType, file }: { documentType: DocumentType; file: File }) =>
      uploadDocument(playerUUID, documentType, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.player(playerUUID) }),
  });
}
