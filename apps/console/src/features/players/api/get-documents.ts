import { verificationOperatorEndpoints } from '@croupier/contract/verification-operator';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { playerKeys } from './query-keys.ts';

/** The player's identity check and documents. */
export const PLAYER_DOCUMENTS_CALL = verificationOperatorEndpoints.operatorPlayerDocuments;

export const documentsKey = (playerUUID: string) => [...playerKeys.player(playerUUID), 'documents'] as const;

export const documentsQuery = (playerUUID: string) =>
  queryOptions({
    queryKey: documentsKey(playerUUID),
    queryFn: ({ signal }) => callEndpoint(PLAYER_DOCUMENTS_CALL, { params: { playerUUID }, signal }),
  });
