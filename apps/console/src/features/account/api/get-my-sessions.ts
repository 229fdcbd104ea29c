import { operatorsEndpoints } from '@croupier/contract/operators';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../shared/api/index.ts';
import { accountKeys } from './query-keys.ts';

export const getMySessions = () => callEndpoint(operatorsEndpoints.operatorMySessions);

export const mySessionsQuery = queryOptions({ queryKey: accountKeys.sessions(), queryFn: getMySessions });
