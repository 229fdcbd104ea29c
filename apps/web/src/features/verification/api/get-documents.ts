import { verificationEndpoints } from '@croupier/contract/verification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { documentKeys } from './query-keys.ts';

/** `GET /player-attachment/files/{playerUUID}` (001 §7): the player's documents with their status. */
export const documentsQueryOptions = (playerUUID: string) =>
  queryOptions({
    queryKey: documentKeys.player(playerUUID),
    queryFn: ({ signal }) =>
      callEndpoint(verificationEndpoints.listDocuments, { params: { playerUUID }, signal }),
  });

export function useDocuments(playerUUID: string) {
  return useQuery(documentsQueryOptions(playerUUID));
}
