import { playersOperatorEndpoints } from '@croupier/contract/players-operator';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { playerKeys } from './query-keys.ts';

export const getPlayer = (playerUUID: string) =>
  callEndpoint(playersOperatorEndpoints.playerOverview, { params: { playerUUID } });

export const playerQuery = (uuid: string) =>
  queryOptions({ queryKey: playerKeys.overview(uuid), queryFn: () => getPlayer(uuid) });
